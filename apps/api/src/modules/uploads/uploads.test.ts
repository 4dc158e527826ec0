import { access, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { rgbPng } from '@shop/shared/testing/png';
import { categories, orderLines, orders, products, uploads, users } from '../../db/schema/index';
import { createConcurrencyLimit } from '../../lib/concurrency-limit';
import { signedInUser, type SignedInUser } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';
import { createDirectoryImageStore, createImageStore, type ImageStore } from './image-store';
import { createUploadsRepository } from './uploads.repository';
import { createUploadsService, IMAGE_DECODES, VERIFY_TO_UPLOAD } from './uploads.service';

const t = useTestApp();
let cookie: string;

/** A signed-in customer who has proved their email address (only they, and staff, may upload). */
async function verifiedCustomer(): Promise<SignedInUser> {
  const customer = await signedInUser(t);
  await t.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, customer.id));
  return customer;
}

// Uploads are rate-limited per account: each test signs in an account of its own.
beforeEach(async () => {
  cookie = (await verifiedCustomer()).cookie;
});

type Transport = 'data URL' | 'multipart';
const TRANSPORTS: Transport[] = ['data URL', 'multipart'];

const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

const uploadDataUrl = (image: string) => t.app.inject({ method: 'POST', url: '/api/uploadImage', payload: { image }, headers: { cookie } });

function uploadForm(form: FormData) {
  return t.app.inject({ method: 'POST', url: '/api/uploadImage', payload: form, headers: { cookie } });
}

const uploadFile = (bytes: Buffer, type = 'image/png', name = 'picture') => {
  const form = new FormData();
  form.append('image', new Blob([bytes], { type }), name);
  return uploadForm(form);
};

const upload = (transport: Transport, bytes: Buffer, type = 'image/png') =>
  transport === 'data URL' ? uploadDataUrl(dataUrl(bytes, type)) : uploadFile(bytes, type);

const solid = (width: number, height: number, background = '#3a6') => sharp({ create: { width, height, channels: 3, background } });

const IMAGES = {
  JPEG: { type: 'image/jpeg', make: () => solid(1200, 900).jpeg().toBuffer() },
  PNG: { type: 'image/png', make: () => solid(1000, 1250, '#c33').png().toBuffer() },
  WebP: { type: 'image/webp', make: () => solid(900, 900, '#33c').webp().toBuffer() },
  AVIF: { type: 'image/avif', make: () => solid(640, 480, '#cc3').avif({ effort: 0 }).toBuffer() },
} as const;

/** A tiny PNG whose header claims `width` x `height` pixels, followed by a first row of pixel data only. */
const pngHeader = (width: number, height: number) => rgbPng(width, height, Buffer.alloc(1 + width * 3));

const PLEASE_UPLOAD = 'Please upload a JPEG, PNG, WebP or AVIF image.';
const MARKUP_MESSAGE = `That file holds web page code (HTML, SVG or script), so it is not taken as an image. ${PLEASE_UPLOAD}`;

describe('POST /api/uploadImage', () => {
  it('re-encodes an image to WebP in each width, under a random name, without its metadata', async () => {
    const jpeg = await solid(1200, 900)
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-camera-owner' } } })
      .toBuffer();
    const res = await uploadDataUrl(dataUrl(jpeg, 'image/jpeg'));
    expect(res.statusCode).toBe(201);
    const { url, srcSet } = res.json();
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}-800\.webp$/);
    expect(srcSet.map((entry: { width: number }) => entry.width)).toEqual([400, 800]);
    const file = path.join(t.config.uploadsDir, path.basename(url));
    const meta = await sharp(file).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 800, height: 600 });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    const served = await t.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const [row] = await t.database.db.select().from(uploads);
    expect(row).toMatchObject({ originalType: 'image/jpeg', width: 1200, height: 900 });
  });

  describe.each(TRANSPORTS)('takes each of the four formats by %s', (transport) => {
    it.each(Object.entries(IMAGES))('%s', async (_name, { type, make }) => {
      const bytes = await make();
      const source = await sharp(bytes).metadata();
      const res = await upload(transport, bytes, type);
      expect(res.statusCode, res.body).toBe(201);
      const { url, srcSet } = res.json() as { url: string; srcSet: { width: number; url: string }[] };
      expect(srcSet.map((entry) => entry.width)).toEqual([400, 800].map((width) => Math.min(width, source.width)));
      for (const rendition of srcSet) {
        const meta = await sharp(path.join(t.config.uploadsDir, path.basename(rendition.url))).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.width).toBe(rendition.width);
        expect(meta.height).toBe(Math.round((rendition.width * source.height) / source.width));
      }
      expect(url).toBe(srcSet.at(-1)?.url);
      const rows = await t.database.db.select().from(uploads);
      expect(rows.find((row) => url.includes(row.name))).toMatchObject({ originalType: type, bytes: bytes.length });
    });
  });

  it('never enlarges a small image', async () => {
    const small = await solid(120, 120, '#fff').png().toBuffer();
    const res = await uploadDataUrl(dataUrl(small));
    expect(res.json().srcSet).toEqual([{ width: 120, url: expect.stringMatching(/-120\.webp$/) }]);
  });

  it('turns a photo upright by its EXIF orientation before dropping the metadata', async () => {
    // Stored 300 wide and 200 high, shown turned a quarter (orientation 6): 200 wide, 300 high.
    const sideways = await solid(300, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const res = await uploadFile(sideways, 'image/jpeg');
    const [rendition] = res.json().srcSet as { width: number; url: string }[];
    const meta = await sharp(path.join(t.config.uploadsDir, path.basename(rendition!.url))).metadata();
    expect(meta).toMatchObject({ width: 200, height: 300 });
    expect(meta.orientation).toBeUndefined();
  });

  describe.each(TRANSPORTS)('refuses by %s', (transport) => {
    const refusal = async (bytes: Buffer, type: string) => {
      const res = await upload(transport, bytes, type);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().message as string;
    };

    it('bytes that are no image, whatever type they claim', async () => {
      expect(await refusal(Buffer.from('%PDF-1.7 not a picture at all'), 'image/png')).toBe(
        `That file is not an image we can read. ${PLEASE_UPLOAD}`,
      );
    });

    it('an SVG image', async () => {
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
      expect(await refusal(svg, 'image/svg+xml')).toBe(MARKUP_MESSAGE);
    });

    it('an HTML page sent as a picture', async () => {
      expect(await refusal(Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'), 'image/jpeg')).toBe(
        MARKUP_MESSAGE,
      );
    });

    it('a polyglot: a real JPEG with a script appended, and a PNG that carries HTML', async () => {
      const jpeg = await solid(64, 64).jpeg().toBuffer();
      expect(await refusal(Buffer.concat([jpeg, Buffer.from('<script>alert(document.cookie)</script>')]), 'image/jpeg')).toBe(
        MARKUP_MESSAGE,
      );
      const png = await solid(64, 64)
        .png()
        .withMetadata({ exif: { IFD0: { ImageDescription: '<html><body>hi</body></html>' } } })
        .toBuffer();
      expect(await refusal(png, 'image/png')).toBe(MARKUP_MESSAGE);
    });

    it('an executable renamed to a picture', async () => {
      // The first bytes of a Linux (ELF) and a Windows (PE) program, each named tee.jpg.
      const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(2048, 0x90)]);
      const pe = Buffer.concat([
        Buffer.from('MZ\x90\x00', 'latin1'),
        Buffer.alloc(60, 0),
        Buffer.from('PE\0\0', 'latin1'),
        Buffer.alloc(2048, 0),
      ]);
      for (const program of [elf, pe]) {
        expect(await refusal(program, 'image/jpeg')).toBe(`That file is not an image we can read. ${PLEASE_UPLOAD}`);
      }
    });

    it('a decompression bomb: a few kilobytes that would decode to 64 megapixels', async () => {
      const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#000' } })
        .png({ compressionLevel: 9 })
        .toBuffer();
      expect(bomb.length).toBeLessThan(512 * 1024);
      expect(await refusal(bomb, 'image/png')).toBe('Images can be at most 24 megapixels; this one is 8000 x 8000 (64 megapixels).');
    });

    it('a GIF (the four formats only)', async () => {
      const gif = await solid(32, 32).gif().toBuffer();
      expect(await refusal(gif, 'image/gif')).toBe(`GIF images are not accepted. ${PLEASE_UPLOAD}`);
    });

    it('an image over 5 MB', async () => {
      expect(await refusal(Buffer.alloc(5 * 1024 * 1024 + 1, 1), 'image/png')).toBe('Images can be at most 5 MB.');
    });

    it('an image over 24 megapixels, read from its header before any pixel is decoded', async () => {
      expect(await refusal(pngHeader(6000, 4500), 'image/png')).toBe(
        'Images can be at most 24 megapixels; this one is 6000 x 4500 (27 megapixels).',
      );
    });

    it('a damaged image that cannot be decoded in full', async () => {
      const png = await solid(400, 400).png({ compressionLevel: 0 }).toBuffer();
      expect(await refusal(png.subarray(0, Math.floor(png.length / 2)), 'image/png')).toMatch(/^That image is damaged or incomplete/);
    });
  });

  it('refuses a real 5000 x 5000 image (25 megapixels)', async () => {
    const big = await solid(5000, 5000, '#fff').jpeg({ quality: 10 }).toBuffer();
    const res = await uploadFile(big, 'image/jpeg');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Images can be at most 24 megapixels; this one is 5000 x 5000 (25 megapixels).');
  });

  it('refuses a data URL that is not one', async () => {
    for (const image of ['https://example.com/cat.png', 'data:image/png,not-base64', 'iVBORw0KGgo=']) {
      const res = await uploadDataUrl(image);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please send the image as a data URL (data:image/...;base64,...).');
    }
    const empty = await t.app.inject({ method: 'POST', url: '/api/uploadImage', payload: {}, headers: { cookie } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Invalid input: Image is required');
  });

  it('refuses multipart form data without a file', async () => {
    const form = new FormData();
    form.append('image', 'not a file');
    const res = await uploadForm(form);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Please attach the image file as the form field 'image'.");

    const elsewhere = new FormData();
    elsewhere.append('photo', new Blob([await solid(32, 32).png().toBuffer()], { type: 'image/png' }), 'photo.png');
    expect((await uploadForm(elsewhere)).json().message).toBe("Please attach the image file as the form field 'image'.");
  });

  it('refuses more than one file at a time', async () => {
    const png = await solid(32, 32).png().toBuffer();
    const form = new FormData();
    form.append('image', new Blob([png], { type: 'image/png' }), 'a.png');
    form.append('image', new Blob([png], { type: 'image/png' }), 'b.png');
    const res = await uploadForm(form);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please send one image at a time.');
  });

  it('asks for a session before it reads a file', async () => {
    const form = new FormData();
    form.append('image', new Blob([await solid(32, 32).png().toBuffer()], { type: 'image/png' }), 'a.png');
    const res = await t.app.inject({ method: 'POST', url: '/api/uploadImage', payload: form });
    expect(res.statusCode).toBe(401);
  });

  it('refuses an unverified customer (403) before reading the file, and takes a verified customer and staff', async () => {
    const png = await solid(64, 64).png().toBuffer();
    const unverified = await signedInUser(t);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/uploadImage',
      payload: { image: dataUrl(png) },
      headers: { cookie: unverified.cookie },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(VERIFY_TO_UPLOAD);

    const customer = await verifiedCustomer();
    const admin = await signedInUser(t, 'admin');
    for (const who of [customer, admin]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/uploadImage',
        payload: { image: dataUrl(png) },
        headers: { cookie: who.cookie },
      });
      expect(res.statusCode, `${who.role}: ${res.body}`).toBe(201);
    }
  });

  it('takes multipart on this route only', async () => {
    const form = new FormData();
    form.append('name', 'Ada');
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: form, headers: { cookie } });
    expect(res.statusCode).toBe(415);
  });

  it('writes nothing for a refused upload', async () => {
    const before = (await readdir(t.config.uploadsDir)).length;
    const rowsBefore = (await t.database.db.select().from(uploads)).length;
    await uploadDataUrl(dataUrl(Buffer.from('nope')));
    await uploadFile(pngHeader(6000, 4500));
    await uploadFile(Buffer.from('<svg/>'), 'image/svg+xml');
    expect((await readdir(t.config.uploadsDir)).length).toBe(before);
    expect((await t.database.db.select().from(uploads)).length).toBe(rowsBefore);
  });
});

describe('the uploads service', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'shop-uploads-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('decodes at most two images at a time, through the limit the shop runs with', async () => {
    expect(IMAGE_DECODES.concurrency).toBe(2);
    // Each image's files are written inside its decode's turn: held here, they keep the turn.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const writing = new Set<string>();
    const directory = createDirectoryImageStore(dir);
    const images: ImageStore = {
      ...directory,
      async put(file, bytes, type) {
        writing.add(file.replace(/-\d+\.webp$/, ''));
        await held;
        await directory.put(file, bytes, type);
      },
    };
    // No limit of the test's own: the service's default one (IMAGE_DECODES).
    const service = createUploadsService({
      repository: { insert: async () => {}, isVerified: async () => true, removeUnreferenced: async () => 0 },
      images,
    });
    const image = await solid(1600, 1200).jpeg().toBuffer();
    const stored = Promise.all(Array.from({ length: 5 }, () => service.storeImage(image, 'someone')));
    await vi.waitFor(() => {
      expect(service.decodes.running).toBe(2);
      expect(service.decodes.waiting).toBe(3);
      expect(writing.size).toBe(2);
    });
    release();
    expect(await stored).toHaveLength(5);
    expect(writing.size).toBe(5);
  });

  it('answers busy (503) when too many uploads wait for a decode', async () => {
    const service = createUploadsService({
      repository: { insert: async () => {}, isVerified: async () => true, removeUnreferenced: async () => 0 },
      images: createDirectoryImageStore(dir),
      decodes: createConcurrencyLimit({ concurrency: 1, maxQueue: 0, maxWaitMs: 1000 }),
    });
    const image = await solid(800, 800).png().toBuffer();
    const outcomes = await Promise.allSettled([service.storeImage(image, 'a'), service.storeImage(image, 'b')]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(outcomes.find((outcome) => outcome.status === 'rejected')).toMatchObject({ reason: { statusCode: 503 } });
  });
});

describe('removing uploads that nothing references', () => {
  const HOUR = 3_600_000;
  const graceMs = 24 * HOUR;

  async function uploadAged(hoursAgo: number): Promise<{ url: string; files: string[] }> {
    const res = await uploadDataUrl(dataUrl(await solid(900, 600).png().toBuffer()));
    expect(res.statusCode, res.body).toBe(201);
    const { url, srcSet } = res.json() as { url: string; srcSet: { url: string }[] };
    const name = path.basename(url).replace(/-\d+\.webp$/, '');
    await t.database.db
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - hoursAgo * HOUR) })
      .where(eq(uploads.name, name));
    return { url, files: srcSet.map((entry) => path.join(t.config.uploadsDir, path.basename(entry.url))) };
  }

  const exists = (file: string) =>
    access(file).then(
      () => true,
      () => false,
    );
  const rowOf = async (url: string) => (await t.database.db.select().from(uploads)).find((row) => url.includes(`/${row.name}-`));

  it('deletes the files and row of an old unreferenced upload, and keeps referenced and recent ones', async () => {
    const orphan = await uploadAged(25);
    const recent = await uploadAged(1);
    const productPicture = await uploadAged(48);
    const galleryPicture = await uploadAged(48);
    const profilePicture = await uploadAged(48);
    const boughtPicture = await uploadAged(48);
    const categoryPicture = await uploadAged(48);

    const db = t.database.db;
    await db.update(categories).set({ image: categoryPicture.url }).where(eq(categories.handle, 'kids'));
    await db.insert(products).values({
      name: 'Cleanup tee',
      description: 'A tee.',
      category: 'mens',
      priceCents: 2500,
      image: productPicture.url,
      gallery: [{ image: galleryPicture.url, imageSet: null, color: null }],
    });
    const someone = await signedInUser(t);
    await db.update(users).set({ profileImage: profilePicture.url }).where(eq(users.id, someone.id));
    // An order line keeps the picture of what was bought after the product has moved on.
    const [order] = await db
      .insert(orders)
      .values({ orderId: 'ORD-CLEANUP1', provider: 'test', subtotalCents: 2500, taxCents: 0, totalCents: 2500 })
      .returning({ id: orders.id });
    await db.insert(orderLines).values({
      orderId: order!.id,
      name: 'Old tee',
      image: boughtPicture.url,
      color: 'Black',
      size: 'M',
      unitPriceCents: 2500,
      quantity: 1,
      position: 0,
    });

    const service = createUploadsService({ repository: createUploadsRepository(t.database.db), images: createImageStore(t.config) });
    expect(await service.removeUnreferenced({ graceMs })).toBe(1);

    for (const file of orphan.files) expect(await exists(file)).toBe(false);
    expect(await rowOf(orphan.url)).toBeUndefined();
    for (const kept of [recent, productPicture, galleryPicture, profilePicture, boughtPicture, categoryPicture]) {
      for (const file of kept.files) expect(await exists(file), file).toBe(true);
      expect(await rowOf(kept.url)).toBeDefined();
    }
  });
});
