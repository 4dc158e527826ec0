import { paths } from '@shop/shared/routes';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useMessages, useT } from '@/i18n/i18n';

/** A customer's orders or payments before the first purchase, with the way to the shop. */
export function NoOrdersYet({ title, children }: { title: string; children?: ReactNode }) {
  useMessages('account');
  const t = useT();
  return (
    <EmptyState
      title={title}
      actions={
        <Link to={paths.shop} className={buttonStyles()}>
          {t('account.browseShop')}
        </Link>
      }
    >
      {children}
    </EmptyState>
  );
}
