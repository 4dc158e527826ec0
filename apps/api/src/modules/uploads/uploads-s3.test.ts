/**
 * Images kept in an S3-compatible bucket (S3_BUCKET): written by every writer through the
 * store, and served by the shop at the same /uploads/ addresses. The bucket is s3rver, a
 * local S3 server in this process, reached by the real AWS SDK client.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { DEMO_PRODUCTS } from '../../setup/seed/demo-data';
import { demoImageFile } from '../../setup/seed/demo-images';
import { seedDemoData } from '../../setup/seed/seed';
import { signedInUser, type SignedInUser } from '../../test/auth-helpers';
import { createProduct } from '../../test/shop-helpers';
import { createTestDatabase } from '../../test/test-database';
import { createTestApp, type TestApp } from '../../test/test-app';
import { IMAGE_WIDTHS } from './image-renditions';
import { uploads } from '../../db/schema/index';
import { createBucketImageStore, createImageStore } from './image-store';
import { createUploadsRepository } from './uploads.repository';
import { createUploadsService } from './uploads.service';

const BUCKET = 'shop-images';
const PREFIX = 'shop/uploads/';
/** s3rver's one account. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';

let s3rver: S3rver;
let s3Dir: string;
let endpoint: string;
let bucket: S3Client;
let t: TestApp;
let admin: SignedInUser;

const bucketEnv = (at: string) => ({
  S3_BUCKET: BUCKET,
  S3_ENDPOINT: at,
  S3_FORCE_PATH_STYLE: 'true',
  S3_PREFIX: PREFIX,
  S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
  S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
});

beforeAll(async () => {
  s3Dir = await mkdtemp(path.join(os.tmpdir(), 'shop-s3rver-'));
  s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: BUCKET, configs: [] }] });
  const { port } = await s3rver.run();
  endpoint = `http://127.0.0.1:${port}`;
  bucket = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: CREDENTIALS });
  t = await createTestApp(bucketEnv(endpoint));
  await t.app.ready();
  admin = await signedInUser(t, 'admin');
});

afterAll(async () => {
  await t?.close();
  bucket?.destroy();
  await s3rver?.close();
  await rm(s3Dir, { recursive: true, force: true });
});

async function keysInBucket(): Promise<string[]> {
  const listed = await bucket.send(new ListObjectsV2Command({ Bucket: BUCKET, MaxKeys: 1000 }));
  return (listed.Contents ?? []).map((object) => object.Key!);
}

async function uploadsDirFiles(app: TestApp): Promise<string[]> {
  return readdir(app.config.uploadsDir).catch(() => []);
}

function uploadImage(app: TestApp, cookie: string, bytes: Buffer) {
  const form = new FormData();
  form.append('image', new Blob([bytes], { type: 'image/png' }), 'picture.png');
  return app.app.inject({ method: 'POST', url: '/api/uploadImage', payload: form, headers: { cookie } });
}

/** A port nothing listens on: the address of a bucket that cannot be reached. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('images in an S3 bucket', () => {
  let uploaded: { url: string; srcSet: { width: number; url: string }[] };

  it('stores an upload in the bucket under the prefix, and nothing in the uploads directory', async () => {
    const png = await sharp({ create: { width: 1000, height: 750, channels: 3, background: '#36a' } })
      .png()
      .toBuffer();
    const res = await uploadImage(t, admin.cookie, png);
    expect(res.statusCode, res.body).toBe(201);
    uploaded = res.json();
    expect(uploaded.url).toMatch(/^\/uploads\/[0-9a-f-]{36}-800\.webp$/);
    expect(uploaded.srcSet.map((entry) => entry.width)).toEqual([400, 800]);

    const keys = await keysInBucket();
    for (const { url } of uploaded.srcSet) expect(keys).toContain(`${PREFIX}${path.basename(url)}`);
    expect(await uploadsDirFiles(t)).toEqual([]);
  });

  it('serves a stored image at /uploads/<file> with its type, length, ETag and a year of caching', async () => {
    const res = await t.app.inject({ url: uploaded.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': String(res.rawPayload.length),
      'cache-control': YEAR_IMMUTABLE,
      etag: expect.stringMatching(/^"[0-9a-f]{32}"$/),
    });
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 800, height: 600 });

    const head = await t.app.inject({ method: 'HEAD', url: uploaded.url });
    expect(head.statusCode).toBe(200);
    expect(head.headers).toMatchObject({ 'content-length': res.headers['content-length'], etag: res.headers.etag });
    expect(head.rawPayload.length).toBe(0);
  });

  it('answers 304 to an If-None-Match naming the stored ETag, and the image to any other', async () => {
    const { etag } = (await t.app.inject({ url: uploaded.url })).headers;
    const again = await t.app.inject({ url: uploaded.url, headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.headers).toMatchObject({ etag, 'cache-control': YEAR_IMMUTABLE });
    expect(again.rawPayload.length).toBe(0);

    const changed = await t.app.inject({ url: uploaded.url, headers: { 'if-none-match': '"something-else"' } });
    expect(changed.statusCode).toBe(200);
  });

  it('answers 404 with a message for a missing image or a name that is not a stored one', async () => {
    for (const url of [
      '/uploads/no-such-image-800.webp',
      '/uploads/.hidden',
      '/uploads/..',
      '/uploads/..%2F..%2Fetc%2Fpasswd',
      '/uploads/a%20b.webp',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ message: expect.any(String) });
    }
  });

  it('serves image types only: an object of another type, or a name that is no image, answers 404', async () => {
    const put = (file: string, body: string | Buffer, contentType: string) =>
      bucket.send(new PutObjectCommand({ Bucket: BUCKET, Key: `${PREFIX}${file}`, Body: body, ContentType: contentType }));
    const page = '<!doctype html><script>alert(document.cookie)</script>';
    await put('page.html', page, 'text/html');
    await put('page-800.webp', page, 'text/html; charset=utf-8');
    await put('drawing.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/svg+xml');
    await put('script.js', 'alert(1)', 'application/javascript');
    await put('unnamed-800.webp', page, 'application/octet-stream');
    for (const file of ['page.html', 'page-800.webp', 'drawing.svg', 'script.js', 'unnamed-800.webp']) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await t.app.inject({ method, url: `/uploads/${file}` });
        expect(res.statusCode, `${method} ${file}`).toBe(404);
        expect(res.headers['content-type'], file).toMatch(/^application\/json/);
      }
    }

    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    await put('mark.png', png, 'image/png');
    const served = await t.app.inject({ url: '/uploads/mark.png' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('removes an old upload that nothing references from the bucket, and keeps a recent one', async () => {
    const old = (
      await uploadImage(
        t,
        admin.cookie,
        await sharp({ create: { width: 500, height: 500, channels: 3, background: '#123' } })
          .png()
          .toBuffer(),
      )
    ).json();
    const recent = (
      await uploadImage(
        t,
        admin.cookie,
        await sharp({ create: { width: 500, height: 500, channels: 3, background: '#321' } })
          .png()
          .toBuffer(),
      )
    ).json();
    const nameOf = (url: string) => path.basename(url).replace(/-\d+\.webp$/, '');
    await t.database.db
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - 48 * 3_600_000) })
      .where(eq(uploads.name, nameOf(old.url)));

    const images = createImageStore(t.config);
    try {
      const service = createUploadsService({ repository: createUploadsRepository(t.database.db), images });
      // Earlier tests' uploads are recent too; only the aged one goes.
      expect(await service.removeUnreferenced({ graceMs: 24 * 3_600_000 })).toBe(1);
    } finally {
      images.close();
    }
    const keys = await keysInBucket();
    for (const { url } of old.srcSet as { url: string }[]) expect(keys).not.toContain(`${PREFIX}${path.basename(url)}`);
    for (const { url } of recent.srcSet as { url: string }[]) expect(keys).toContain(`${PREFIX}${path.basename(url)}`);
    expect((await t.database.db.select().from(uploads)).map((row) => row.name)).not.toContain(nameOf(old.url));
    expect((await t.app.inject({ url: old.url })).statusCode).toBe(404);
  });

  it('copies the garment placeholder of a product created without an image into the bucket', async () => {
    const tee = { name: 'Bucket Tee', category: 'mens', color: 'blue', price: 25, description: 'Pictured from the bucket.' };
    const res = await createProduct(t.app, admin.cookie, tee);
    expect(res.statusCode, res.body).toBe(201);
    const { image } = res.json().product as { image: string };
    expect(image).toMatch(/^\/uploads\/product-placeholder-t-shirt-[0-9a-f]{12}-800\.webp$/);
    expect(await keysInBucket()).toContain(`${PREFIX}${path.basename(image)}`);
    const served = await t.app.inject({ url: image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await uploadsDirFiles(t)).toEqual([]);
  });

  it("copies the demo catalogue's pictures into the bucket when the demo shop is seeded", async () => {
    const { database, drop } = await createTestDatabase();
    const imageStore = createImageStore(t.config);
    try {
      const seeded = await seedDemoData(database.db, { imageStore, log: () => undefined, passwords: null });
      expect(seeded.seeded).toBe(true);
    } finally {
      imageStore.close();
      await drop();
    }
    const keys = await keysInBucket();
    for (const product of DEMO_PRODUCTS) {
      for (const width of IMAGE_WIDTHS) expect(keys).toContain(`${PREFIX}${demoImageFile(product, width)}`);
    }
    const served = await t.app.inject({ url: `/uploads/${demoImageFile(DEMO_PRODUCTS[0]!, 800)}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe(YEAR_IMMUTABLE);
    expect(await uploadsDirFiles(t)).toEqual([]);
  }, 60_000);
});

describe('an S3 bucket that cannot be reached', () => {
  let down: TestApp;
  let cookie: string;

  beforeAll(async () => {
    down = await createTestApp(bucketEnv(`http://127.0.0.1:${await closedPort()}`));
    await down.app.ready();
    cookie = (await signedInUser(down, 'admin')).cookie;
  });
  afterAll(() => down?.close());

  it('answers an upload with 503 and a clear message, storing nothing', async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#a63' } })
      .png()
      .toBuffer();
    const res = await uploadImage(down, cookie, png);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: 'Images cannot be saved right now. Please try again in a moment.' });
    expect(res.headers['retry-after']).toEqual(expect.any(String));
    expect(await uploadsDirFiles(down)).toEqual([]);
  });

  it('answers GET /uploads/<file> with 503 and a clear message', async () => {
    const res = await down.app.inject({ url: '/uploads/some-image-800.webp' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: 'This image cannot be loaded right now. Please try again in a moment.' });
  });

  it('logs why the bucket could not be used', async () => {
    const log = { error: vi.fn() };
    const unreachable = createBucketImageStore({ ...t.config.s3!, endpoint: `http://127.0.0.1:${await closedPort()}` }, log);
    await expect(unreachable.put('x-800.webp', Buffer.from('x'), 'image/webp')).rejects.toMatchObject({ statusCode: 503 });
    unreachable.close();
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.any(Error), bucket: BUCKET, key: `${PREFIX}x-800.webp` }),
      'image bucket unavailable',
    );
  });
});

describe('the S3 settings', () => {
  it('keep images in UPLOADS_DIR unless S3_BUCKET is set, with AWS defaults and the uploads/ prefix', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: 'shop' }).s3).toEqual({
      bucket: 'shop',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      prefix: 'uploads/',
      credentials: undefined,
    });
  });

  it('refuse an access key without its secret, or a secret without its key, naming the missing one', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig({ S3_BUCKET: 'shop', ...env });
      } catch (error) {
        if (error instanceof ConfigError) return error.problems;
        throw error;
      }
      return [];
    };
    expect(problems({ S3_ACCESS_KEY_ID: 'AKIA' })).toEqual([
      "S3_SECRET_ACCESS_KEY: is required when S3_ACCESS_KEY_ID is set (or unset both to use the AWS SDK's default credentials)",
    ]);
    expect(problems({ S3_SECRET_ACCESS_KEY: 'secret' })).toEqual([
      "S3_ACCESS_KEY_ID: is required when S3_SECRET_ACCESS_KEY is set (or unset both to use the AWS SDK's default credentials)",
    ]);
    expect(problems({ S3_FORCE_PATH_STYLE: 'maybe', S3_ENDPOINT: 'minio:9000', S3_PREFIX: '/images/' })).toEqual([
      'S3_ENDPOINT: must be a URL like https://minio.example.com:9000',
      'S3_FORCE_PATH_STYLE: must be true or false',
      'S3_PREFIX: must not start with / (keys are like uploads/<file>)',
    ]);
  });
});
