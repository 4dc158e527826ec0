import { SIZES } from '@shop/shared/constants';
import { paths } from '@shop/shared/routes';
import { Droplets, Feather, HeartHandshake, Leaf, ShieldCheck, Wind, type LucideIcon } from 'lucide-react';
import { PageShell } from '@/components/layouts/page-shell';
import { useSettings } from '@/features/settings/api/get-settings';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { ContentSection } from '../components/content-section';
import { EmailLink, PageLink } from '../components/shop-links';
import { FOLDED_STACKS } from '../illustrations';
import { IconBadge } from '@/components/ui/icon-badge';

const BENEFITS: Array<{ title: string; text: string; Icon: LucideIcon }> = [
  {
    title: 'Breathable',
    text: 'Cotton fibres let air move through the knit and carry warmth away from your skin, so a tee stays comfortable from a warm afternoon to a cool evening.',
    Icon: Wind,
  },
  {
    title: 'Soft',
    text: 'Natural cotton is smooth and supple. Combed, ring-spun yarn, the kind we use, feels soft from the first wear and softer with every wash.',
    Icon: Feather,
  },
  {
    title: 'Durable',
    text: 'Cotton is strong, and even stronger when wet, so it stands up to frequent washing. A well-knit tee keeps its shape for years.',
    Icon: ShieldCheck,
  },
  {
    title: 'Hypoallergenic',
    text: 'Cotton rarely irritates the skin or causes allergic reactions, which makes it a kind choice for sensitive skin and for kids.',
    Icon: HeartHandshake,
  },
  {
    title: 'Absorbent',
    text: 'Cotton takes up moisture and lets it evaporate, so you feel drier and fresher on long, busy days.',
    Icon: Droplets,
  },
  {
    title: 'Natural',
    text: 'Cotton is a plant fibre. At the end of a long life, a pure cotton tee breaks down naturally, unlike synthetic fabrics.',
    Icon: Leaf,
  },
];

const CARE_TIPS = [
  {
    title: 'Wash cool, inside out',
    text: 'Use 30 °C (86 °F) or colder, with similar colours. Cool water protects the colour and the print, and keeps the size.',
  },
  {
    title: 'Go gentle on detergent',
    text: 'A mild detergent is enough. Skip bleach: it weakens the fibres and fades prints.',
  },
  {
    title: 'Dry flat or on a line',
    text: 'Air drying is kindest. If you use a dryer, choose low heat and take the tee out while it is still slightly damp.',
  },
  { title: 'Iron inside out', text: 'Medium heat, on the reverse side, and never directly over a print.' },
  { title: 'Fold, do not hang', text: 'Store knits folded, so the shoulders do not stretch on a hanger over time.' },
];

const QUESTIONS = [
  {
    question: 'Will my tee shrink?',
    answer:
      'Our cotton is pre-shrunk before it is cut, so a tee washed cool and dried on low heat keeps its size. Very hot washes or dryers can still shrink any cotton a little, so follow the care label.',
  },
  {
    question: 'Why do the colours look softer after a few washes?',
    answer:
      'Cotton dyes settle with the first washes, which gives our tees their lived-in look. Washing cool and inside out keeps that change small.',
  },
  {
    question: 'Which size should I choose?',
    answer: `Every product page lists its sizes (${SIZES.map((size) => size.toUpperCase()).join(', ')}). If you are between two sizes, choose the larger for a relaxed fit and the smaller for a close one.`,
  },
];

export function HelpPage() {
  usePageTitle('Why Cotton');
  const { data: settings } = useSettings();

  return (
    <PageShell
      title="The benefits of cotton shirts"
      eyebrow="Help · Fabric guide"
      intro={<p>Every tee we make starts with cotton. Here is why, and how to keep yours feeling new for years.</p>}
    >
      <div className="space-y-16">
        <ContentSection id="benefits" title="Why cotton">
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {BENEFITS.map(({ title, text, Icon }) => (
              <li key={title} className="flex gap-4 rounded-lg border border-line bg-paper p-5 sm:block">
                <IconBadge icon={Icon} className="size-11" />
                <div>
                  <h3 className="text-xl sm:mt-4">{title}</h3>
                  <p className="mt-1 text-muted">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </ContentSection>

        <div className="grid items-start gap-10 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-16">
          <ContentSection id="care" title="Caring for your cotton">
            <ol className="space-y-5">
              {CARE_TIPS.map((tip, index) => (
                <li key={tip.title} className="flex gap-4">
                  <span aria-hidden="true" className="grid size-9 shrink-0 place-items-center rounded-full bg-ink font-display text-paper">
                    {index + 1}
                  </span>
                  <div>
                    <h3 className="font-sans text-base font-semibold tracking-normal">{tip.title}</h3>
                    <p className="text-muted">{tip.text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </ContentSection>
          <img {...FOLDED_STACKS} loading="lazy" className="aspect-square w-full rounded-xl bg-sand object-cover" />
        </div>

        <ContentSection id="questions" title="Good to know" className="max-w-3xl">
          <div className="divide-y divide-line border-y border-line">
            {QUESTIONS.map((item) => (
              <details key={item.question} className="group">
                <summary className="flex min-h-touch cursor-pointer list-none items-center justify-between gap-4 py-3 font-medium [&::-webkit-details-marker]:hidden">
                  {item.question}
                  <span aria-hidden="true" className="text-xl text-clay transition-transform group-open:rotate-45">
                    +
                  </span>
                </summary>
                <p className="pb-4 text-muted">{item.answer}</p>
              </details>
            ))}
          </div>
        </ContentSection>

        <section aria-labelledby="help-more" className="rounded-xl bg-sand p-6 sm:p-8">
          <h2 id="help-more" className="text-2xl">
            Still have a question?
          </h2>
          <p className="mt-2 leading-relaxed text-muted">
            Ask us about a fit, a fabric or a care label
            {settings ? (
              <>
                {' '}
                at <EmailLink email={settings.email} />, or
              </>
            ) : null}{' '}
            through the <PageLink to={paths.contact}>contact page</PageLink>. Exchanges are explained in our{' '}
            <PageLink to={`${paths.terms}#refund`}>Refund Policy</PageLink>.
          </p>
        </section>
      </div>
    </PageShell>
  );
}
