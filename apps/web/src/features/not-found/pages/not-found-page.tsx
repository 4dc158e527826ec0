import { paths } from '@shop/shared/routes';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { useMessages, useT } from '@/i18n/i18n';

export function NotFoundPage() {
  useMessages('pages');
  const t = useT();
  usePageTitle(t('notFound.title'));
  return (
    <div className="mx-auto flex min-h-[65vh] max-w-xl flex-col items-center justify-center gap-4 px-5 py-16 text-center">
      <h1 className="text-7xl text-clay md:text-8xl">404</h1>
      <h2 className="text-2xl md:text-3xl">{t('notFound.title')}</h2>
      <p className="text-muted">{t('notFound.detail')}</p>
      <Link to={paths.home} className={buttonStyles({ className: 'mt-2' })}>
        {t('error.home')}
      </Link>
    </div>
  );
}
