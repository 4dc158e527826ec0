/**
 * The footer as the shop ships it, apart from the rest of the site content's defaults
 * (site-content.ts): every storefront page reads it, so it is all their first load carries.
 */
import { paths } from './routes';
import type { FooterContent } from './site-content.schema';

/** The footer as the shop ships it. Empty details are the shop's own settings (SHOP_NAME, SHOP_EMAIL…). */
export const DEFAULT_FOOTER: FooterContent = {
  blurb: 'Everyday tees in honest cotton, cut to last and made to be worn often.',
  columns: [
    {
      title: 'Company',
      links: [
        { label: 'About', to: paths.about },
        { label: 'Terms', to: paths.terms },
        { label: 'Help', to: paths.help },
        { label: 'Contact', to: paths.contact },
      ],
    },
    {
      title: 'Useful Links',
      links: [
        { label: 'Shop', to: paths.shop },
        { label: 'Search', to: paths.search },
        { label: 'Pages', to: paths.visualStory },
        { label: 'Refund Policy', to: `${paths.terms}#refund` },
        { label: 'Privacy', to: `${paths.terms}#privacy` },
      ],
    },
  ],
  details: { name: '', email: '', phone: '', location: '' },
};
