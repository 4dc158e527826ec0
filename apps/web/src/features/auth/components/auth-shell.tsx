import { paths } from '@shop/shared/routes';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useShopName } from '@/features/settings/api/get-settings';

/** The frame of the account pages, which sit outside the shop layout. */
export function AuthShell({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  const shopName = useShopName();
  return (
    <div className="flex min-h-dvh flex-col items-center bg-sand px-4 py-8 sm:justify-center sm:px-5 sm:py-10">
      {/* The shop's name is the page's banner: everything on the page sits in a landmark. */}
      <header className="mb-6 sm:mb-8">
        <Link to={paths.home} className="inline-flex min-h-touch items-center font-display text-2xl tracking-[0.22em] uppercase">
          {shopName}
        </Link>
      </header>
      <main className="w-full max-w-md rounded-xl bg-paper p-6 shadow-sm sm:p-8">
        <h1 className="text-3xl">{title}</h1>
        {intro ? <p className="mt-2 mb-6 text-muted">{intro}</p> : <div className="mb-6" />}
        {children}
      </main>
    </div>
  );
}
