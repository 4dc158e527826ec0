import { ESTABLISHED_YEAR, SIZES } from '@shop/shared/constants';
import { paths } from '@shop/shared/routes';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { PageShell } from '@/components/layouts/page-shell';
import { buttonStyles } from '@/components/ui/button';
import { useSettings, useShopName } from '@/features/settings/api/get-settings';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { ContentSection } from '../components/content-section';
import { EmailLink, PhoneLink } from '../components/shop-links';
import { STUDIO_RAIL } from '../illustrations';

const VALUES = [
  {
    title: 'Cotton first',
    text: 'We choose combed, ring-spun cotton for its softness and strength, and pre-shrink it before we cut, so a tee keeps its size.',
  },
  {
    title: 'Small runs',
    text: 'We cut and print in small batches. Little goes unsold, nothing is made in a hurry, and a colour can return when you ask for it.',
  },
  {
    title: 'Made to be worn often',
    text: 'Double-stitched hems, taped shoulders and water-based prints that move with the fabric instead of cracking.',
  },
  {
    title: 'Real people, straight answers',
    text: 'The people who fold your order also read your messages. Ask us about a fit, a fabric or a parcel and we will tell you plainly.',
  },
];

const STUDIO_SERVICES = [
  { to: paths.services, label: 'Web Services', text: 'shops and sites for small brands' },
  { to: paths.photography, label: 'Photography', text: 'product and lookbook shoots' },
  { to: paths.design, label: 'Design', text: 'print artwork, labels and identities' },
];

export function AboutPage() {
  usePageTitle('About');
  const shopName = useShopName();
  const { data: settings } = useSettings();

  return (
    <PageShell
      title="About the studio"
      eyebrow={`Established ${ESTABLISHED_YEAR}`}
      intro={
        <p>
          {shopName} is a small apparel and design studio, established in {ESTABLISHED_YEAR}. We make everyday cotton tees for womens, mens
          and kids, and we still cut, print and pack them ourselves.
        </p>
      }
    >
      <div className="grid gap-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-16">
        <div className="max-w-2xl space-y-12">
          <ContentSection id="beginnings" title="How it started">
            <p>
              The studio opened in {ESTABLISHED_YEAR} with a second-hand screen-printing press, a borrowed cutting table and one idea: a tee
              should feel as good on its hundredth wear as on its first. The first run was forty shirts, printed by hand and sold to
              friends, neighbours and the people who wandered in to ask what the smell of ink was about.
            </p>
            <p>
              They came back for a second tee, then brought their kids. The press is still here; it has simply been joined by a few more
              hands, a proper cutting table and a wall of thread.
            </p>
          </ContentSection>

          <ContentSection id="what-we-make" title="What we make">
            <p>
              Tees for womens, mens and kids, in a handful of cuts we refine every season rather than replace. Colours are chosen to work
              together, so this year&apos;s sage sits happily beside last year&apos;s clay. Prints are drawn in the studio and pulled by
              hand, a few dozen at a time.
            </p>
          </ContentSection>

          <ContentSection id="how-we-work" title="How we work">
            <ul className="grid gap-4 sm:grid-cols-2">
              {VALUES.map((value) => (
                <li key={value.title} className="rounded-lg border border-line bg-paper p-5">
                  <h3 className="text-xl">{value.title}</h3>
                  <p className="mt-2 text-muted">{value.text}</p>
                </li>
              ))}
            </ul>
          </ContentSection>

          <ContentSection id="more-than-tees" title="More than tees">
            <p>
              Over the years other small brands asked how we run our shop, shoot our pictures and draw our prints. So the studio now lends
              the same care to their stories:
            </p>
            <ul className="divide-y divide-line border-y border-line">
              {STUDIO_SERVICES.map((service) => (
                <li key={service.to}>
                  <Link
                    to={service.to}
                    className="group flex min-h-touch items-center justify-between gap-4 py-3 transition-colors hover:text-clay"
                  >
                    <span>
                      <span className="font-medium">{service.label}</span>
                      <span className="text-muted">: {service.text}</span>
                    </span>
                    <ArrowRight aria-hidden="true" className="size-4 shrink-0 transition-transform group-hover:translate-x-1" />
                  </Link>
                </li>
              ))}
            </ul>
          </ContentSection>
        </div>

        <aside aria-label="The studio at a glance" className="space-y-6 lg:sticky lg:top-24 lg:self-start">
          <img {...STUDIO_RAIL} className="aspect-square w-full rounded-xl bg-sand object-cover" />
          <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-xl border border-line bg-line">
            <Fact term="Established" detail={String(ESTABLISHED_YEAR)} />
            <Fact term="Fabric" detail="100% cotton" />
            <Fact term="Production" detail="Small runs" />
            <Fact term="Sizes" detail={SIZES.map((size) => size.toUpperCase()).join(' · ')} />
          </dl>
          <div className="space-y-3 rounded-xl bg-sand p-6">
            <h2 className="text-2xl">Say hello</h2>
            {settings ? (
              <address className="space-y-1 leading-relaxed not-italic">
                <p>
                  {shopName}, {settings.city}, {settings.state}
                </p>
                <p>
                  <PhoneLink phone={settings.phone} />
                </p>
                <p>
                  <EmailLink email={settings.email} />
                </p>
              </address>
            ) : null}
            <Link to={paths.contact} className={buttonStyles({ variant: 'secondary', className: 'mt-2' })}>
              Send us a message
            </Link>
          </div>
        </aside>
      </div>
    </PageShell>
  );
}

function Fact({ term, detail }: { term: string; detail: string }) {
  return (
    <div className="bg-paper p-4">
      <dt className="text-xs font-semibold tracking-[0.15em] text-muted uppercase">{term}</dt>
      <dd className="mt-1 font-display text-xl">{detail}</dd>
    </div>
  );
}
