import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { useT } from '@/i18n/i18n';

/** A calm card for a part of the shop that is not open yet. */
export function ComingSoon({ title, children, className }: { title?: string; children?: ReactNode; className?: string }) {
  const t = useT();
  return (
    <EmptyState title={title ?? t('ui.comingSoon')} className={className}>
      {children}
    </EmptyState>
  );
}
