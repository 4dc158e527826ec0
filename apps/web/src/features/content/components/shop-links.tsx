import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/class-names';

const linkStyle = 'text-clay underline underline-offset-4 transition-colors hover:text-ink';

/** The shop's email address (from the settings) as a mail link. */
export function EmailLink({ email, className }: { email: string; className?: string }) {
  return (
    <a href={`mailto:${email}`} className={cn(linkStyle, 'wrap-break-word', className)}>
      {email}
    </a>
  );
}

/** The shop's phone number (from the settings) as a call link. */
export function PhoneLink({ phone, className }: { phone: string; className?: string }) {
  return (
    <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={cn(linkStyle, 'whitespace-nowrap', className)}>
      {phone}
    </a>
  );
}

/** A link to another page of the shop (the contact page, a policy), in the same style. */
export function PageLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={linkStyle}>
      {children}
    </Link>
  );
}
