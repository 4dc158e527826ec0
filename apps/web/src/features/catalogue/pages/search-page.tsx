import { paths } from '@shop/shared/routes';
import { Search } from 'lucide-react';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { Link, useHref, useLocation, useSearchParams } from 'react-router';
import { PageShell } from '@/components/layouts/page-shell';
import { Button, buttonStyles } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { inputStyles } from '@/components/ui/field';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { reportEvent } from '@/lib/analytics';
import { cn } from '@/lib/class-names';
import { useDraft } from '@/lib/use-draft';
import { searchListQuery, useProducts } from '../api/get-products';
import { ProductsLoadFailed } from '../components/products-load-failed';
import { ProductGrid } from '../components/product-card';
import { useMessages, useT } from '@/i18n/i18n';

export function SearchPage() {
  useMessages('browse');
  const t = useT();
  usePageTitle(t('header.search'));
  // Without JavaScript the form searches in the page's language.
  const action = useHref(paths.search);
  const [params, setSearchParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const inputId = useId();
  // Back and Forward change the query under the page: the box follows.
  const [text, setText] = useDraft(q);
  const results = useProducts(searchListQuery(q), { enabled: q !== '' });
  // Arriving with nothing searched yet (from the header's Search), the box is ready to type in.
  const input = useRef<HTMLInputElement>(null);
  const { key } = useLocation();
  useEffect(() => {
    if (!q) input.current?.focus();
    // NOTE: once per arrival (the location's key), not at every keystroke's change of `q`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = text.trim();
    setText(trimmed);
    // The search is in the URL, so results survive a reload and come back with Back.
    setSearchParams(trimmed ? { q: trimmed } : {});
  };

  const count = results.data?.totalProducts ?? 0;
  // The shop's analytics hear of each new search once its results arrive: its words only, as the
  // server counts what they find itself.
  const arrived = q !== '' && results.isSuccess && !results.isPlaceholderData;
  const reported = useRef('');
  useEffect(() => {
    if (!arrived || reported.current === q) return;
    reported.current = q;
    reportEvent({ kind: 'search', query: q });
  }, [q, arrived]);
  return (
    <PageShell title={t('search.title')} intro={t('search.intro')}>
      {/* A plain GET form too: before the app is interactive, or without JavaScript, it still searches. */}
      <form role="search" method="get" action={action} onSubmit={onSubmit} className="flex max-w-2xl gap-2">
        <label htmlFor={inputId} className="sr-only">
          {t('search.label')}
        </label>
        <div className="relative flex-1">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted" />
          <input
            ref={input}
            id={inputId}
            name="q"
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('search.placeholder')}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={200}
            className={cn(inputStyles, 'min-h-12 pl-10')}
          />
        </div>
        <Button type="submit" size="lg">
          {t('header.search')}
        </Button>
      </form>

      <div className="mt-10">
        <div aria-live="polite" className="mb-6 min-h-6 text-sm text-muted">
          {q && results.isSuccess && !results.isPlaceholderData ? (
            // The empty case says so in large type below; here only for screen readers.
            <span className={count === 0 ? 'sr-only' : undefined}>{t('search.results', { count, q })}</span>
          ) : null}
        </div>
        {!q ? null : results.isPending ? (
          <p role="status" className="text-muted">
            {t('ui.loading')}
          </p>
        ) : results.isError ? (
          <ProductsLoadFailed onRetry={() => void results.refetch()} />
        ) : results.data.products.length === 0 ? (
          <EmptyState
            title={t('search.none')}
            actions={
              <Link to={paths.shop} className={buttonStyles({ variant: 'secondary' })}>
                {t('search.browseShop')}
              </Link>
            }
          >
            {t('search.tryAnother')}
          </EmptyState>
        ) : (
          <div aria-busy={results.isPlaceholderData} className={cn('transition-opacity', results.isPlaceholderData && 'opacity-60')}>
            {/* The cards' names are h3s, under this heading as on the shop page. */}
            <h2 className="sr-only">{t('search.resultsHeading')}</h2>
            <ProductGrid products={results.data.products} layout="wide" />
          </div>
        )}
      </div>
    </PageShell>
  );
}
