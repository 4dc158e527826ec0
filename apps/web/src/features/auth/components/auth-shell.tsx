import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useShopName } from '@/features/settings/api/get-settings';

/** The frame of the account pages, which sit outside the shop layout. */
export function AuthShell({ title, children }: { title: string; children: ReactNode }) {
  const shopName = useShopName();
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center bg-sand px-5 py-10">
      <Link to="/" className="mb-8 inline-flex min-h-touch items-center font-display text-2xl tracking-[0.22em] uppercase">
        {shopName}
      </Link>
      <main className="w-full max-w-sm rounded-xl bg-paper p-8 shadow-sm">
        <h1 className="mb-4 text-3xl">{title}</h1>
        {children}
      </main>
    </div>
  );
}
