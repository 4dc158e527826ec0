import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The links the API takes from the owner (isSiteLink in packages/shared): a path of the shop
 * ('/about', not '//host', another site) or an https address. Checked again here, cheaply: should
 * any other ever arrive, its words show without a link.
 */
const FOLLOWABLE = /^(\/(?![/\\])|https:\/\/)/;

/** A link the owner wrote: a path of the shop, followed in the app, or an https address. */
export function SiteLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  if (!FOLLOWABLE.test(to)) return <span className={className}>{children}</span>;
  return to.startsWith('/') ? (
    <Link to={to} className={className}>
      {children}
    </Link>
  ) : (
    <a href={to} className={className}>
      {children}
    </a>
  );
}
