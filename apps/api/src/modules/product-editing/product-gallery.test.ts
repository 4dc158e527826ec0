import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@shop/shared/product.schema';
import { signedInUser } from '../../test/auth-helpers';
import { invalidFields } from '../../test/error-answers';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();
let cookie: string;
/** Three uploaded pictures' addresses (their 800 px widths). */
let pictures: string[];

beforeAll(async () => {
  cookie = (await signedInUser(t, 'admin')).cookie;
  pictures = [];
  for (const background of ['#111', '#c33', '#33c']) {
    const png = await sharp({ create: { width: 1000, height: 1250, channels: 3, background } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('image', new Blob([png], { type: 'image/png' }), 'picture.png');
    const res = await t.app.inject({ method: 'POST', url: '/api/uploadImage', payload: form, headers: { cookie } });
    pictures.push(res.json().url);
  }
});

const widthsOf = (url: string) => [
  { width: 400, url: url.replace(/-800\.webp$/, '-400.webp') },
  { width: 800, url },
];

const tee = {
  name: 'Two Tone Tee',
  category: 'mens',
  colors: ['black', 'red', 'blue'],
  sizes: ['m'],
  price: 30,
  description: 'Soft cotton.',
};

async function create(body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/products/create-product', payload: { ...tee, ...body }, headers: { cookie } });
}

async function update(id: string, body: Record<string, unknown>) {
  return t.app.inject({ method: 'PATCH', url: `/api/products/update-product/${id}`, payload: body, headers: { cookie } });
}

describe("a product's pictures", () => {
  it('stores the main picture, its colour and the gallery in order, each with its widths', async () => {
    const res = await create({
      image: pictures[0],
      imageColor: 'black',
      gallery: [{ image: pictures[1], color: 'red' }, { image: pictures[2] }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const product = res.json().product as Product;
    expect(product.image).toBe(pictures[0]);
    expect(product.imageColor).toBe('black');
    expect(product.gallery).toEqual([
      { image: pictures[1], images: widthsOf(pictures[1]!), color: 'red' },
      { image: pictures[2], images: widthsOf(pictures[2]!), color: null },
    ]);

    const detail = await t.app.inject({ url: `/api/products/${product._id}` });
    expect(detail.json().product).toMatchObject({ imageColor: 'black', gallery: product.gallery });
  });

  it('takes a gallery picture named by any of its widths, and stores its largest', async () => {
    const smaller = pictures[1]!.replace(/-800\.webp$/, '-400.webp');
    const res = await create({ image: pictures[0], gallery: [{ image: smaller, color: 'blue' }] });
    expect(res.json().product.gallery).toEqual([{ image: pictures[1], images: widthsOf(pictures[1]!), color: 'blue' }]);
    expect(res.json().product.imageColor).toBeNull();
  });

  it('makes a product without a gallery when none is sent', async () => {
    const res = await create({ image: pictures[0] });
    expect(res.json().product).toMatchObject({ imageColor: null, gallery: [] });
  });

  it('refuses a picture tied to a colour the product does not come in, naming the field', async () => {
    const res = await create({
      image: pictures[0],
      imageColor: 'green',
      gallery: [
        { image: pictures[1], color: 'red' },
        { image: pictures[2], color: 'pink' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(invalidFields(res.json())).toEqual(['gallery.1.color', 'imageColor']);
    expect(res.json().errors).toContainEqual({
      path: 'imageColor',
      message: "imageColor names colour 'green', which the product does not come in",
    });
    expect(res.json().errors).toContainEqual({
      path: 'gallery.1.color',
      message: "gallery picture 3 names colour 'pink', which the product does not come in",
    });
  });

  it('refuses a gallery picture that is not an upload of the shop', async () => {
    const res = await create({ gallery: [{ image: 'https://example.com/cat.webp' }] });
    expect(res.statusCode).toBe(400);
    expect(invalidFields(res.json())).toEqual(['gallery.0.image']);
  });

  it.each(['/uploads/..', '/uploads/../../etc/passwd', '/uploads/../config.json', '/uploads/.hidden', '/uploads/a/b-800.webp'])(
    'refuses %s, which names no stored upload, as the main picture and in the gallery',
    async (image) => {
      const res = await create({ image, gallery: [{ image }] });
      expect(res.statusCode).toBe(400);
      expect(invalidFields(res.json()).sort()).toEqual(['gallery.0.image', 'image']);
    },
  );

  it('reorders, re-ties and removes pictures on update, and keeps them when they are not sent', async () => {
    const created = (
      await create({ image: pictures[0], imageColor: 'black', gallery: [{ image: pictures[1], color: 'red' }, { image: pictures[2] }] })
    ).json().product as Product;

    const reordered = await update(created._id, {
      image: pictures[2],
      imageColor: null,
      gallery: [
        { image: pictures[1], color: 'red' },
        { image: pictures[0], color: 'black' },
      ],
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json().product).toMatchObject({
      image: pictures[2],
      imageColor: null,
      gallery: [
        { image: pictures[1], color: 'red' },
        { image: pictures[0], color: 'black' },
      ],
    });

    const priceOnly = await update(created._id, { price: 35 });
    expect(priceOnly.json().product).toMatchObject({ price: 35, gallery: reordered.json().product.gallery });

    const removed = await update(created._id, { gallery: [] });
    expect(removed.json().product.gallery).toEqual([]);
  });

  it('unties a picture from a colour the product no longer comes in', async () => {
    const created = (await create({ image: pictures[0], imageColor: 'red', gallery: [{ image: pictures[1], color: 'blue' }] })).json()
      .product as Product;
    const res = await update(created._id, { colors: ['black'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().product).toMatchObject({ imageColor: null, gallery: [{ image: pictures[1], color: null }] });
  });

  it('checks the colours sent on update against the colours the product will have', async () => {
    const created = (await create({ image: pictures[0] })).json().product as Product;
    const refused = await update(created._id, { gallery: [{ image: pictures[1], color: 'green' }] });
    expect(refused.statusCode).toBe(400);
    expect(invalidFields(refused.json())).toEqual(['gallery.0.color']);

    const withColour = await update(created._id, {
      colors: ['black', 'green'],
      imageColor: 'green',
      gallery: [{ image: pictures[1], color: 'green' }],
    });
    expect(withColour.statusCode).toBe(200);
    expect(withColour.json().product).toMatchObject({ imageColor: 'green', gallery: [{ color: 'green' }] });
  });

  it('is for admins only', async () => {
    const customer = await signedInUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/products/create-product',
      payload: { ...tee, gallery: [{ image: pictures[1] }] },
      headers: { cookie: customer.cookie },
    });
    expect(res.statusCode).toBe(403);
  });
});
