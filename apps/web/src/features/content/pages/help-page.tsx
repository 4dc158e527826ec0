import { PageShell } from '@/components/layouts/page-shell';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';

const BENEFITS = [
  { title: 'It breathes', text: 'Cotton lets air through, so a tee stays comfortable from a warm morning to a cool evening.' },
  { title: 'It is kind to skin', text: 'Soft natural fibres rarely irritate, which is why we use cotton for our kids range too.' },
  { title: 'It lasts', text: 'A well-knit cotton tee gets softer with every wash instead of wearing thin.' },
  { title: 'It is easy to care for', text: 'Wash cool, dry flat, and your tee keeps its shape for years.' },
];

export function HelpPage() {
  usePageTitle('Help');
  return (
    <PageShell title="Why cotton shirts" intro="The benefits of cotton, and why every tee we make starts with it.">
      <ul className="grid gap-4 sm:grid-cols-2">
        {BENEFITS.map((benefit) => (
          <li key={benefit.title} className="rounded-lg border border-line p-5">
            <h2 className="text-xl">{benefit.title}</h2>
            <p className="mt-1 text-muted">{benefit.text}</p>
          </li>
        ))}
      </ul>
    </PageShell>
  );
}
