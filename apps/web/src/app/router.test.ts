import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { STOREFRONT_PAGES } from '../../scripts/first-load-js';
import { routes, type ShopRouteHandle } from './router';

const webRoot = path.resolve(import.meta.dirname, '../..');

function serverRendered(list: RouteObject[]): ShopRouteHandle[] {
  return list.flatMap((route) => [
    ...((route.handle as ShopRouteHandle | undefined)?.serverRendered ? [route.handle as ShopRouteHandle] : []),
    ...serverRendered(route.children ?? []),
  ]);
}

describe('the route table', () => {
  it('names, for every server-rendered page, the module its route imports (the server preloads it)', () => {
    const source = readFileSync(path.join(import.meta.dirname, 'router.tsx'), 'utf8');
    const handles = serverRendered(routes);
    expect(handles.length).toBeGreaterThanOrEqual(12);
    for (const { module } of handles) {
      expect(module).toMatch(/^src\/.+\.tsx$/);
      expect(existsSync(path.join(webRoot, module!)), module).toBe(true);
      const imported = `import('@/${module!.slice('src/'.length, -'.tsx'.length)}')`;
      expect(source, module).toContain(`${imported}`);
    }
  });

  it('holds the first-load budget to every server-rendered page (the not-found page aside)', () => {
    const rendered = serverRendered(routes)
      .map(({ module }) => module)
      .filter((module) => !module?.includes('not-found'));
    expect(new Set(Object.values(STOREFRONT_PAGES))).toEqual(new Set(rendered));
  });
});
