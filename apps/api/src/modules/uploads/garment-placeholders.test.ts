import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type SignedInUser } from '../../test/auth-helpers';
import { createProduct } from '../../test/shop-helpers';
import { useTestApp } from '../../test/test-app';
import { committedImageFile } from './committed-images';
import { GARMENT_KINDS, GARMENT_PLACEHOLDERS_DIR, type GarmentKind } from './garment-placeholders';
import { IMAGE_WIDTHS } from './image-renditions';

const REGENERATE = 'run `npm run db:demo-images --workspace apps/api` and commit the result';

describe('the committed garment placeholders', () => {
  it('hold a WebP for every garment kind in every width the shop serves, and nothing else', async () => {
    const expected = GARMENT_KINDS.flatMap((kind) => IMAGE_WIDTHS.map((width) => committedImageFile(kind, width)));
    expect((await readdir(GARMENT_PLACEHOLDERS_DIR)).sort(), REGENERATE).toEqual([...expected].sort());
    for (const kind of GARMENT_KINDS) {
      for (const width of IMAGE_WIDTHS) {
        const meta = await sharp(path.join(GARMENT_PLACEHOLDERS_DIR, committedImageFile(kind, width))).metadata();
        expect(meta, `${kind} at ${width}`).toMatchObject({ format: 'webp', width, height: (width * 5) / 4 });
      }
    }
  });
});

describe('a product saved without an image', () => {
  const t = useTestApp();
  let admin: SignedInUser;

  beforeAll(async () => {
    admin = await signedInUser(t, 'admin');
  });

  async function createWithoutImage(category: string, color: string) {
    const body = { name: `Plain ${category} ${color}`, category, color, price: 20, description: 'No picture yet.', image: '' };
    const res = await createProduct(t.app, admin.cookie, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().product as { _id: string; image: string; images: { width: number; url: string }[] };
  }

  /** Each width is served, byte for byte the committed placeholder of `kind`. */
  async function expectPlaceholder(product: Awaited<ReturnType<typeof createWithoutImage>>, kind: GarmentKind) {
    expect(product.image).toMatch(new RegExp(`^/uploads/product-placeholder-${kind}-[0-9a-f]{12}-800\\.webp$`));
    expect(product.images.map((entry) => entry.width)).toEqual([...IMAGE_WIDTHS]);
    expect(product.images.at(-1)?.url).toBe(product.image);
    for (const { width, url } of product.images) {
      const served = await t.app.inject({ url });
      expect(served.statusCode, url).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const committed = await readFile(path.join(GARMENT_PLACEHOLDERS_DIR, committedImageFile(kind, width)));
      expect(served.rawPayload.equals(committed), `${url} is the ${kind} placeholder at ${width}`).toBe(true);
    }
  }

  it("gets the placeholder of its category's garment kind, the same in every colour", async () => {
    const redTank = await createWithoutImage('womens', 'red');
    const blackTank = await createWithoutImage('womens', 'black');
    await expectPlaceholder(redTank, 'tank');
    // The colour is not drawn: both products show the one stored placeholder.
    expect(blackTank.images).toEqual(redTank.images);

    await expectPlaceholder(await createWithoutImage('jewellery', 'gold'), 'necklace');
    await expectPlaceholder(await createWithoutImage('cosmetics', 'pink'), 'bottle');
  });

  it("gets the t-shirt's in a category without a garment kind, one named like an object's property too", async () => {
    for (const handle of ['constructor', 'limited-edition']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/categories',
        payload: { name: handle, handle },
        headers: { cookie: admin.cookie },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    await expectPlaceholder(await createWithoutImage('constructor', 'blue'), 't-shirt');
    await expectPlaceholder(await createWithoutImage('limited-edition', 'green'), 't-shirt');
  });
});
