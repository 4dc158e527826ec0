import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageShell } from '@/components/layouts/page-shell';
import { Button, buttonStyles } from '@/components/ui/button';
import { inputStyles } from '@/components/ui/field';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { cn } from '@/lib/class-names';
import { searchListQuery, useProducts } from '../api/get-products';
import { LoadError } from '../components/load-error';
import { ProductGrid } from '../components/product-card';

export function SearchPage() {
  usePageTitle('Search');
  const [params, setSearchParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const inputId = useId();
  const [text, setText] = useState(q);
  // Back and Forward change the query under the page: the box follows (React's way of
  // adjusting state to a changed input, without an effect).
  const [shownQ, setShownQ] = useState(q);
  if (shownQ !== q) {
    setShownQ(q);
    setText(q);
  }
  const results = useProducts(searchListQuery(q), { enabled: q !== '' });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = text.trim();
    setText(trimmed);
    // The search is in the URL, so results survive a reload and come back with Back.
    setSearchParams(trimmed ? { q: trimmed } : {});
  };

  const count = results.data?.totalProducts ?? 0;
  return (
    <PageShell title="Browse The Drip" intro="Find a tee by name, colour or feel.">
      {/* A plain GET form too: before the app is interactive, or without JavaScript, it still searches. */}
      <form role="search" method="get" action="/search" onSubmit={onSubmit} className="flex max-w-2xl gap-2">
        <label htmlFor={inputId} className="sr-only">
          Search products
        </label>
        <div className="relative flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted"
          />
          <input
            id={inputId}
            name="q"
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Search..."
            autoComplete="off"
            enterKeyHint="search"
            maxLength={200}
            className={cn(inputStyles, 'min-h-12 pl-10')}
          />
        </div>
        <Button type="submit" size="lg">
          Search
        </Button>
      </form>

      <div className="mt-10">
        <div aria-live="polite" className="mb-6 min-h-6 text-sm text-muted">
          {q && results.isSuccess && !results.isPlaceholderData ? (
            // The empty case says so in large type below; here only for screen readers.
            <span className={count === 0 ? 'sr-only' : undefined}>
              {`${count} ${count === 1 ? 'result' : 'results'} for “${q}”`}
            </span>
          ) : null}
        </div>
        {!q ? null : results.isPending ? (
          <p role="status" className="text-muted">
            Loading...
          </p>
        ) : results.isError ? (
          <LoadError onRetry={() => void results.refetch()} />
        ) : results.data.products.length === 0 ? (
          <div className="rounded-xl border border-dashed border-stone bg-sand px-6 py-10 text-center">
            <p className="font-display text-2xl">No results found.</p>
            <p className="mt-2 text-muted">Try another word, or fewer of them.</p>
            <Link to="/shop" className={buttonStyles({ variant: 'secondary', className: 'mt-4' })}>
              Browse the shop
            </Link>
          </div>
        ) : (
          <div
            aria-busy={results.isPlaceholderData}
            className={cn('transition-opacity', results.isPlaceholderData && 'opacity-60')}
          >
            <ProductGrid products={results.data.products} layout="wide" />
          </div>
        )}
      </div>
    </PageShell>
  );
}
