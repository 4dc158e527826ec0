import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema/index';
import { signedInUser } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();
let cookie: string;

beforeAll(async () => {
  cookie = (await signedInUser(t)).cookie;
});

const upload = (image: string) => t.app.inject({ method: 'POST', url: '/api/uploadImage', payload: { image }, headers: { cookie } });
const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

describe('POST /api/uploadImage', () => {
  it('re-encodes an image to WebP in each width, under a random name, without its metadata', async () => {
    const jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#3a6' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-camera-owner' } } })
      .toBuffer();
    const res = await upload(dataUrl(jpeg, 'image/jpeg'));
    expect(res.statusCode).toBe(201);
    const { url, srcSet } = res.json();
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}-800\.webp$/);
    expect(srcSet.map((entry: { width: number }) => entry.width)).toEqual([400, 800]);
    const file = path.join(t.config.uploadsDir, path.basename(url));
    const meta = await sharp(file).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 800, height: 600 });
    expect(meta.exif).toBeUndefined();
    const served = await t.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const [row] = await t.database.db.select().from(uploads);
    expect(row).toMatchObject({ originalType: 'image/jpeg', width: 1200, height: 900 });
  });

  it('never enlarges a small image', async () => {
    const small = await sharp({ create: { width: 120, height: 120, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const res = await upload(dataUrl(small));
    expect(res.json().srcSet).toEqual([{ width: 120, url: expect.stringMatching(/-120\.webp$/) }]);
  });

  it('checks the bytes, not the claimed type', async () => {
    const fake = await upload(dataUrl(Buffer.from('<?php echo 1; ?>'), 'image/png'));
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toMatch(/not an image we can read/);
    const svg = await upload(
      dataUrl(
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
        'image/svg+xml',
      ),
    );
    expect(svg.statusCode).toBe(400);
    expect((await upload('https://example.com/cat.png')).statusCode).toBe(400);
  });

  it('refuses images over 5 MB', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 1);
    const res = await upload(dataUrl(big));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Images can be at most 5 MB.');
  });

  it('writes nothing for a refused upload', async () => {
    const before = (await readdir(t.config.uploadsDir)).length;
    await upload(dataUrl(Buffer.from('nope')));
    expect((await readdir(t.config.uploadsDir)).length).toBe(before);
  });
});
