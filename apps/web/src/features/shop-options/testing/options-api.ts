/** A tiny API over an in-memory list of colours or size sets, answering as the server does, for the pages' tests. */
import { fieldRefusal } from '@/test/api-answers';
import type { ApiHandler } from '@/test/render-app';

interface Row {
  _id: string;
  handle: string;
  name: string;
  position: number;
  products: number;
}

/**
 * `/colors` or `/size-sets`, under `key` (`colors`, `sizeSets`) and `item` (`color`, `sizeSet`):
 * a taken handle is refused on its field, and a row that products use is deleted only with `moveTo`.
 */
export function optionsApi<T extends Row>(
  base: '/colors' | '/size-sets',
  { key, item, noun, make }: { key: string; item: string; noun: string; make: (input: Partial<T>, position: number) => T },
  initial: T[],
): ApiHandler {
  let all = initial.map((row, position) => ({ ...row, position }));
  const taken = (handle: string, id?: string) => all.some((row) => row.handle === handle && row._id !== id);
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);
  return ({ method, path, url, body }) => {
    if (method === 'GET' && path === `${base}/manage`) return Response.json({ [key]: all });
    if (method === 'PUT' && path === `${base}/order`) {
      const { ids } = body as { ids: string[] };
      all = ids.map((id, position) => ({ ...all.find((row) => row._id === id)!, position }));
      return Response.json({ [key]: all });
    }
    if (method === 'POST' && path === base) {
      const input = body as Partial<T> & { handle: string };
      if (taken(input.handle)) return fieldRefusal('handle', `Another ${noun} has the handle '${input.handle}'.`);
      const added = make(input, all.length);
      all = [...all, added];
      return Response.json({ message: `${Noun} added.`, [item]: added }, { status: 201 });
    }
    const id = new RegExp(`^${base}/([^/]+)$`).exec(path)?.[1];
    const current = all.find((row) => row._id === id);
    if (!current) return undefined;
    if (method === 'PATCH') {
      all = all.map((row) => (row === current ? { ...row, ...(body as Partial<T>) } : row));
      return Response.json({ message: `${Noun} updated.`, [item]: all.find((row) => row._id === id) });
    }
    if (method === 'DELETE') {
      const moveTo = url.searchParams.get('moveTo');
      if (current.products > 0 && !moveTo)
        return Response.json({ message: `${current.products} products use this ${noun}.` }, { status: 409 });
      all = all
        .filter((row) => row !== current)
        .map((row) => (row.handle === moveTo ? { ...row, products: row.products + current.products } : row));
      return Response.json({ message: `${Noun} '${current.name}' deleted.` });
    }
    return undefined;
  };
}
