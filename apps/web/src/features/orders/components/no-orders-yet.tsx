import { paths } from '@shop/shared/routes';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

/** A customer's orders or payments before the first purchase, with the way to the shop. */
export function NoOrdersYet({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <EmptyState
      title={title}
      actions={
        <Link to={paths.shop} className={buttonStyles()}>
          Browse the shop
        </Link>
      }
    >
      {children}
    </EmptyState>
  );
}
