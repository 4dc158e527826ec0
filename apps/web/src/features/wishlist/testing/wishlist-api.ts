import { WISHLIST_ALERTS_WORDING, type WishlistItem } from '@shop/shared/wishlist.schema';
import type { ApiHandler } from '@/test/render-app';

/** A saved item as the API answers it, in stock at $24 unless given otherwise. */
export const wishlistItem = (id: string, fields: Partial<WishlistItem> & Pick<WishlistItem, 'productId' | 'name'>): WishlistItem => ({
  _id: id,
  handle: fields.productId,
  image: `/uploads/${fields.productId}-800.webp`,
  color: '',
  size: '',
  priceCents: 2400,
  compareAtCents: null,
  inStock: true,
  addedAt: '2026-10-01T10:00:00.000Z',
  ...fields,
});

/**
 * The account's wishlist over an in-memory list, newest first: an item saved again is kept once,
 * another account's (or an unknown) item is not found, and the merge adds what is not there yet.
 */
export function wishlistApi(initial: WishlistItem[] = []): ApiHandler & { items: () => WishlistItem[] } {
  let items = [...initial];
  let added = 0;
  let alertsSince: string | null = null;
  const alerts = () => Response.json({ on: alertsSince !== null, since: alertsSince, wording: WISHLIST_ALERTS_WORDING });
  const answer = () => Response.json({ items });
  const add = (line: { productId: string; color: string; size: string }) => {
    if (items.some((item) => item.productId === line.productId && item.color === line.color && item.size === line.size)) return;
    added += 1;
    items = [wishlistItem(`w-new-${added}`, { ...line, name: `Product ${line.productId}` }), ...items];
  };
  const handler: ApiHandler = ({ method, path, body }) => {
    if (path === '/wishlist' && method === 'GET') return answer();
    if (path === '/wishlist/alerts' && method === 'GET') return alerts();
    if (path === '/wishlist/alerts' && method === 'PUT') {
      alertsSince = (body as { on: boolean }).on ? (alertsSince ?? '2026-11-02T10:00:00.000Z') : null;
      return alerts();
    }
    if (path === '/wishlist/items' && method === 'POST') {
      add(body as { productId: string; color: string; size: string });
      return answer();
    }
    // A guest's lines, shown as the catalogue's items of them (their ids are their keys); nothing is kept.
    if (path === '/wishlist/preview' && method === 'POST') {
      const lines = (body as { items: { productId: string; color: string; size: string }[] }).items;
      return Response.json({
        items: lines.flatMap((line) => {
          const known = initial.find((item) => item.productId === line.productId && item.color === line.color && item.size === line.size);
          return known ? [{ ...known, _id: `${line.productId}|${line.color}|${line.size}` }] : [];
        }),
      });
    }
    if (path === '/wishlist/merge' && method === 'POST') {
      for (const line of [...(body as { items: { productId: string; color: string; size: string }[] }).items].reverse()) add(line);
      return answer();
    }
    const match = /^\/wishlist\/items\/([^/]+)$/.exec(path);
    if (match && method === 'DELETE') {
      if (!items.some((item) => item._id === match[1])) return Response.json({ message: 'No such wishlist item' }, { status: 404 });
      items = items.filter((item) => item._id !== match[1]);
      return answer();
    }
    return undefined;
  };
  return Object.assign(handler, { items: () => items });
}
