import { isSameLine } from '@shop/shared/cart';
import type { MergedBag } from '@shop/shared/cart.schema';
import { OPEN_BAG_PATH, paths } from '@shop/shared/routes';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageShell } from '@/components/layouts/page-shell';
import { Button, buttonStyles } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { useLanguage, useMessages, useT } from '@/i18n/i18n';
import { api, ApiError } from '@/lib/api-client';
import { apiErrorDetail } from '@/lib/api-error-detail';
import { useCartStore } from '../cart-store';

/**
 * `/restore-bag/{token}`: where a checkout reminder's link lands. The checkout's lines, at
 * today's prices and as far as they are still sold, join the bag (a line already in it stays as
 * it is), and the shopper is taken to the shop with the bag open.
 */
export function RestoreBagPage() {
  useMessages('account');
  const t = useT();
  usePageTitle(t('checkout.restore.title'));
  const { token = '' } = useParams();
  const navigate = useNavigate();
  // Its lines named in the page's language, as the bag shows them.
  const lang = useLanguage().code;
  const restored = useQuery({
    queryKey: ['restore-bag', token, lang],
    queryFn: () => api.get<MergedBag>(`/orders/restore/${encodeURIComponent(token)}`, { query: { lang } }),
    retry: false,
    staleTime: Infinity,
  });

  useEffect(() => {
    if (!restored.data) return;
    const { products, replace } = useCartStore.getState();
    const added = restored.data.products.filter((line) => !products.some((kept) => isSameLine(kept, line)));
    replace([...products, ...added]);
    void navigate(OPEN_BAG_PATH, { replace: true });
  }, [restored.data, navigate]);

  if (restored.isError) {
    const gone = restored.error instanceof ApiError && restored.error.status === 404;
    return (
      <PageShell title={t('checkout.restore.title')}>
        <div className="max-w-md space-y-6">
          <FormAlert
            title={gone ? restored.error.message : t('checkout.restore.failed')}
            detail={gone ? undefined : apiErrorDetail(restored.error)}
          />
          {gone ? null : (
            <Button onClick={() => void restored.refetch()} disabled={restored.isFetching}>
              {restored.isFetching ? t('auth.verify.tryingAgain') : t('ui.tryAgain')}
            </Button>
          )}
          <Link to={paths.shop} className={buttonStyles({ variant: 'secondary' })}>
            {t('checkout.restore.toShop')}
          </Link>
        </div>
      </PageShell>
    );
  }
  return (
    <PageShell title={t('checkout.restore.title')}>
      <p className="flex items-center gap-3 text-muted">
        <Spinner label={t('checkout.restore.pending')} />
        {t('checkout.restore.pending')}
      </p>
    </PageShell>
  );
}
