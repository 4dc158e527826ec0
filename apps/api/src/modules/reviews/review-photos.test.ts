import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rgbPng } from '@shop/shared/testing/png';
import { auditLog, reviewPhotos, uploads } from '../../db/schema/index';
import { signedInUser, type SignedInUser } from '../../test/auth-helpers';
import { insertProducts } from '../../test/fixtures';
import { buyInTestMode } from '../../test/shop-helpers';
import { useTestApp, type TestApp } from '../../test/test-app';
import { createImageStore } from '../uploads/image-store';
import { createUploadsRepository } from '../uploads/uploads.repository';
import { createUploadsService } from '../uploads/uploads.service';

const solid = (width: number, height: number, background = '#3a6') => sharp({ create: { width, height, channels: 3, background } });
const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;
const PLEASE_UPLOAD = 'Please upload a JPEG, PNG, WebP or AVIF image.';

interface Photo {
  _id: string;
  image: string;
  images: { width: number; url: string }[];
  approved: boolean;
}

/** What each test file's app does for these tests: buyers, their reviews, their photos. */
function photoHelpers(t: TestApp) {
  const addPhoto = (reviewId: string, cookie: string, bytes: Buffer, type = 'image/png') =>
    t.app.inject({ method: 'POST', url: `/api/reviews/${reviewId}/photos`, payload: { image: dataUrl(bytes, type) }, headers: { cookie } });
  const addPhotoFile = (reviewId: string, cookie: string, bytes: Buffer, type = 'image/png') => {
    const form = new FormData();
    form.append('image', new Blob([bytes], { type }), 'photo');
    return t.app.inject({ method: 'POST', url: `/api/reviews/${reviewId}/photos`, payload: form, headers: { cookie } });
  };
  const review = (payload: object, cookie: string) =>
    t.app.inject({ method: 'POST', url: '/api/reviews/post-review', payload, headers: { cookie } });
  const reviewsOf = async (productId: string, query = '', cookie?: string) =>
    (await t.app.inject({ url: `/api/reviews?productId=${productId}${query}`, headers: cookie ? { cookie } : {} })).json();

  /** A product sold in black and white, M and L. */
  const product = async (name: string) =>
    (await insertProducts(t.database.db, [{ name, colors: ['black', 'white'], sizes: ['m', 'l'] }]))[0]!.id;

  /** A customer who bought the product (paid), and their review of it. */
  async function buyerWithReview(productId: string, bought = { color: 'black', size: 'm' }, fields: object = {}) {
    const buyer = await signedInUser(t);
    const sessionId = await buyInTestMode(t.app, [{ _id: productId, ...bought, quantity: 1 }], { cookie: buyer.cookie });
    await t.app.inject({ method: 'POST', url: '/api/orders/confirm-payment', payload: { session_id: sessionId } });
    const res = await review({ productId, rating: 5, comment: 'Lovely', ...fields }, buyer.cookie);
    expect(res.statusCode, res.body).toBe(200);
    return { buyer, reviewId: res.json().review._id as string };
  }

  return { addPhoto, addPhotoFile, review, reviewsOf, product, buyerWithReview };
}

const t = useTestApp();
const h = photoHelpers(t);
let admin: SignedInUser;
let png: Buffer;

beforeAll(async () => {
  admin = await signedInUser(t, 'admin');
  png = await solid(900, 600).png().toBuffer();
});

describe('photo upload refusals', () => {
  let productId: string;
  let buyer: SignedInUser;
  let reviewId: string;
  beforeAll(async () => {
    productId = await h.product('Refusal Tee');
    ({ buyer, reviewId } = await h.buyerWithReview(productId));
  });

  const refusal = async (res: Awaited<ReturnType<typeof h.addPhoto>>, status = 400) => {
    expect(res.statusCode, res.body).toBe(status);
    return res.json().message as string;
  };

  it('refuses a reviewer who did not buy the product', async () => {
    const looker = await signedInUser(t);
    const res = await h.review({ productId, rating: 4, comment: 'Looks nice' }, looker.cookie);
    expect(await refusal(await h.addPhoto(res.json().review._id, looker.cookie, png))).toBe('Only a verified buyer can add photos.');
  });

  it("refuses someone else's review (403), an unknown one (404), and no session (401)", async () => {
    const other = await signedInUser(t);
    expect(await refusal(await h.addPhoto(reviewId, other.cookie, png), 403)).toBe('You can only add photos to your own review.');
    expect(await refusal(await h.addPhoto(reviewId, admin.cookie, png), 403)).toBe('You can only add photos to your own review.');
    expect(await refusal(await h.addPhoto('00000000-0000-4000-8000-000000000000', buyer.cookie, png), 404)).toBe('Review not found.');
    expect(await refusal(await h.addPhoto('not-an-id', buyer.cookie, png), 400)).toBeTruthy();
    const anonymous = await t.app.inject({ method: 'POST', url: `/api/reviews/${reviewId}/photos`, payload: { image: dataUrl(png) } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses what the uploads refuse: a non-image, a file too large, an image too large or unreadable, as data URL or file', async () => {
    expect(await refusal(await h.addPhoto(reviewId, buyer.cookie, Buffer.from('%PDF-1.7 not a picture at all')))).toBe(
      `That file is not an image we can read. ${PLEASE_UPLOAD}`,
    );
    expect(await refusal(await h.addPhotoFile(reviewId, buyer.cookie, Buffer.from('<!doctype html><script>x</script>')))).toMatch(
      /^That file holds web page code/,
    );
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    expect(await refusal(await h.addPhoto(reviewId, buyer.cookie, gif, 'image/gif'))).toBe(`GIF images are not accepted. ${PLEASE_UPLOAD}`);
    const tooBig = Buffer.alloc(5 * 1024 * 1024 + 1, 1);
    expect(await refusal(await h.addPhoto(reviewId, buyer.cookie, tooBig))).toBe('Images can be at most 5 MB.');
    expect(await refusal(await h.addPhotoFile(reviewId, buyer.cookie, tooBig))).toBe('Images can be at most 5 MB.');
    expect(await refusal(await h.addPhotoFile(reviewId, buyer.cookie, rgbPng(6000, 4500, Buffer.alloc(1 + 6000 * 3))))).toBe(
      'Images can be at most 24 megapixels; this one is 6000 x 4500 (27 megapixels).',
    );
    expect(await refusal(await h.addPhoto(reviewId, buyer.cookie, Buffer.alloc(0)))).toBe('The image is empty.');
    const form = new FormData();
    form.append('photo', new Blob([png], { type: 'image/png' }), 'a.png');
    const wrongField = await t.app.inject({
      method: 'POST',
      url: `/api/reviews/${reviewId}/photos`,
      payload: form,
      headers: { cookie: buyer.cookie },
    });
    expect(await refusal(wrongField)).toBe("Please attach the image file as the form field 'image'.");
    expect(await t.database.db.select().from(reviewPhotos).where(eq(reviewPhotos.reviewId, reviewId))).toEqual([]);
  });

  it('takes four photos, by data URL or file, and refuses a fifth', async () => {
    for (const [index, transport] of (['dataUrl', 'file', 'dataUrl', 'file'] as const).entries()) {
      const bytes = await solid(400 + index, 300)
        .png()
        .toBuffer();
      const res =
        transport === 'dataUrl' ? await h.addPhoto(reviewId, buyer.cookie, bytes) : await h.addPhotoFile(reviewId, buyer.cookie, bytes);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ message: 'Photo added.', photo: { approved: true } });
    }
    expect(await refusal(await h.addPhoto(reviewId, buyer.cookie, png))).toBe('A review has at most 4 photos.');
    expect(await refusal(await h.addPhotoFile(reviewId, buyer.cookie, png))).toBe('A review has at most 4 photos.');
    const rows = await t.database.db.select().from(reviewPhotos).where(eq(reviewPhotos.reviewId, reviewId));
    expect(rows.map((row) => row.position).sort()).toEqual([0, 1, 2, 3]);
  });
});

describe('stored photos', () => {
  it('are re-encoded in the shop widths without any metadata (no camera, no GPS location)', async () => {
    const productId = await h.product('Exif Tee');
    const { buyer, reviewId } = await h.buyerWithReview(productId);
    const jpeg = await solid(1200, 900)
      .jpeg()
      .withExif({
        IFD0: { Make: 'SecretCam', Copyright: 'camera-owner' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 12/1', GPSLongitudeRef: 'E', GPSLongitude: '13/1 24/1 36/1' },
      })
      .toBuffer();
    const source = await sharp(jpeg).metadata();
    expect(source.exif?.toString('latin1')).toContain('SecretCam');

    const res = await h.addPhotoFile(reviewId, buyer.cookie, jpeg, 'image/jpeg');
    expect(res.statusCode, res.body).toBe(201);
    const photo = res.json().photo as Photo;
    expect(photo.images.map((image) => image.width)).toEqual([400, 800]);
    expect(photo.image).toBe(photo.images[1]!.url);
    for (const { url } of photo.images) {
      const file = await readFile(path.join(t.config.uploadsDir, path.basename(url)));
      const meta = await sharp(file).metadata();
      expect(meta).toMatchObject({ format: 'webp' });
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(file.toString('latin1')).not.toMatch(/SecretCam|camera-owner|GPS/);
    }
  });

  it('count as references for the cleanup of unreferenced uploads, until removed', async () => {
    const productId = await h.product('Cleanup Tee');
    const { buyer, reviewId } = await h.buyerWithReview(productId);
    const photo = (await h.addPhoto(reviewId, buyer.cookie, png)).json().photo as Photo;
    const service = createUploadsService({ repository: createUploadsRepository(t.database.db), images: createImageStore(t.config) });
    const name = path.basename(photo.image).replace(/-\d+\.webp$/, '');
    const stored = () => t.database.db.select().from(uploads).where(eq(uploads.name, name));

    await service.removeUnreferenced({ graceMs: 0, now: new Date(Date.now() + 60_000) });
    expect(await stored()).toHaveLength(1);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/reviews/${reviewId}/photos/${photo._id}`, headers: { cookie: buyer.cookie } }))
        .statusCode,
    ).toBe(200);
    await service.removeUnreferenced({ graceMs: 0, now: new Date(Date.now() + 60_000) });
    expect(await stored()).toEqual([]);
  });
});

describe('removing photos', () => {
  it('lets the author remove one (not audited), a moderator too (audited), and nobody else', async () => {
    const productId = await h.product('Removal Tee');
    const { buyer, reviewId } = await h.buyerWithReview(productId);
    const add = async () => ((await h.addPhoto(reviewId, buyer.cookie, png)).json().photo as Photo)._id;
    const [first, second] = [await add(), await add()];
    const remove = (photoId: string, cookie?: string, id = reviewId) =>
      t.app.inject({ method: 'DELETE', url: `/api/reviews/${id}/photos/${photoId}`, headers: cookie ? { cookie } : {} });

    expect((await remove(first)).statusCode).toBe(401);
    expect((await remove(first, (await signedInUser(t)).cookie)).statusCode).toBe(403);
    expect((await remove('00000000-0000-4000-8000-000000000000', buyer.cookie)).statusCode).toBe(404);
    expect((await remove(first, buyer.cookie)).json()).toEqual({ message: 'Photo removed.' });
    expect((await remove(first, buyer.cookie)).statusCode).toBe(404);
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, reviewId))).toEqual([]);

    expect((await remove(second, admin.cookie)).statusCode).toBe(200);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, reviewId));
    expect(entry).toMatchObject({
      actorId: admin.id,
      action: 'review.photo-remove',
      entity: 'review',
      details: { productId, authorId: buyer.id, photoId: second },
    });
    expect((await h.reviewsOf(productId)).reviews[0].photos).toEqual([]);
    // A place freed is taken again.
    expect((await h.addPhoto(reviewId, buyer.cookie, png)).statusCode).toBe(201);
  });
});

describe('what the reviewer bought, and their usual size', () => {
  it("shows the latest paid line's colour and size, and the usual size they share, in every list", async () => {
    const productId = await h.product('Bought Tee');
    const { buyer, reviewId } = await h.buyerWithReview(productId, { color: 'black', size: 'm' }, { usualSize: ' L ' });
    // A later order of another colour and size is the one shown.
    const sessionId = await buyInTestMode(t.app, [{ _id: productId, color: 'white', size: 'l', quantity: 1 }], { cookie: buyer.cookie });
    await t.app.inject({ method: 'POST', url: '/api/orders/confirm-payment', payload: { session_id: sessionId } });

    const looker = await signedInUser(t);
    const lookerReview = (await h.review({ productId, rating: 3, comment: 'Only looked' }, looker.cookie)).json().review;
    expect(lookerReview).toMatchObject({ bought: null, usualSize: null, photos: [], verified: false });

    const listed = (await h.reviewsOf(productId)).reviews.find((review: { _id: string }) => review._id === reviewId);
    expect(listed).toMatchObject({ bought: { color: 'white', size: 'l' }, usualSize: 'L', verified: true, photos: [] });
    const detail = (await t.app.inject({ url: `/api/products/${productId}` })).json();
    expect(detail.reviews.find((review: { _id: string }) => review._id === reviewId)).toMatchObject({
      bought: { color: 'white', size: 'l' },
      usualSize: 'L',
    });
    const mine = (await t.app.inject({ url: '/api/reviews/mine', headers: { cookie: buyer.cookie } })).json();
    expect(mine.reviews[0]).toMatchObject({ bought: { color: 'white', size: 'l' }, usualSize: 'L' });
    const all = (await t.app.inject({ url: '/api/reviews/all?limit=100', headers: { cookie: admin.cookie } })).json();
    expect(all.reviews.find((review: { _id: string }) => review._id === reviewId)).toMatchObject({ usualSize: 'L', bought: { size: 'l' } });

    const edit = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/reviews/${reviewId}`, payload, headers: { cookie: buyer.cookie } });
    expect((await edit({ usualSize: 'x'.repeat(21) })).json().errors).toEqual([
      { path: 'usualSize', message: 'Usual size must be at most 20 characters' },
    ]);
    expect((await edit({ usualSize: 'XL' })).json().review).toMatchObject({ usualSize: 'XL' });
    expect((await edit({ usualSize: '' })).json().review).toMatchObject({ usualSize: null });
  });
});

describe("'With photos' and the buyers' gallery", () => {
  it('lists only reviews with photos, and answers the approved photos newest first', async () => {
    const productId = await h.product('Gallery Tee');
    const first = await h.buyerWithReview(productId);
    const second = await h.buyerWithReview(productId);
    await h.buyerWithReview(productId);
    const a = (await h.addPhoto(first.reviewId, first.buyer.cookie, png)).json().photo as Photo;
    const b = (await h.addPhoto(second.reviewId, second.buyer.cookie, await solid(500, 500, '#c33').png().toBuffer())).json()
      .photo as Photo;

    const all = await h.reviewsOf(productId);
    expect(all.totalReviews).toBe(3);
    const withPhotos = await h.reviewsOf(productId, '&withPhotos=true');
    expect(withPhotos.totalReviews).toBe(2);
    expect(withPhotos.reviews.map((review: { _id: string }) => review._id).sort()).toEqual([first.reviewId, second.reviewId].sort());
    expect((await t.app.inject({ url: `/api/reviews?productId=${productId}&withPhotos=maybe` })).statusCode).toBe(400);

    const gallery = await t.app.inject({ url: `/api/products/${productId}/review-photos` });
    expect(gallery.statusCode).toBe(200);
    expect(gallery.json().photos.map((photo: { _id: string }) => photo._id)).toEqual([b._id, a._id]);
    expect(gallery.json().photos[0]).toMatchObject({
      reviewId: second.reviewId,
      image: b.image,
      images: b.images,
      author: expect.any(String),
    });
    expect((await t.app.inject({ url: '/api/products/00000000-0000-4000-8000-000000000000/review-photos' })).statusCode).toBe(404);
  });
});

describe('with REVIEW_PHOTOS_NEED_APPROVAL=true', () => {
  const ta = useTestApp({ REVIEW_PHOTOS_NEED_APPROVAL: 'true' });
  const ha = photoHelpers(ta);

  it('hides a new photo from everyone but its author and staff until a moderator approves it (audited)', async () => {
    const moderator = await signedInUser(ta, 'admin');
    const productId = await ha.product('Waiting Tee');
    const { buyer, reviewId } = await ha.buyerWithReview(productId);
    const res = await ha.addPhoto(reviewId, buyer.cookie, png);
    expect(res.statusCode, res.body).toBe(201);
    const photo = res.json().photo as Photo;
    expect(photo.approved).toBe(false);

    const other = await signedInUser(ta);
    const photosSeenBy = async (cookie?: string) => (await ha.reviewsOf(productId, '', cookie)).reviews[0].photos as Photo[];
    expect(await photosSeenBy()).toEqual([]);
    expect(await photosSeenBy(other.cookie)).toEqual([]);
    expect(await photosSeenBy(buyer.cookie)).toEqual([expect.objectContaining({ _id: photo._id, approved: false })]);
    expect(await photosSeenBy(moderator.cookie)).toEqual([expect.objectContaining({ _id: photo._id, approved: false })]);
    expect((await ta.app.inject({ url: `/api/products/${productId}` })).json().reviews[0].photos).toEqual([]);
    const mine = (await ta.app.inject({ url: '/api/reviews/mine', headers: { cookie: buyer.cookie } })).json();
    expect(mine.reviews[0].photos).toEqual([expect.objectContaining({ approved: false })]);
    expect((await ha.reviewsOf(productId, '&withPhotos=true')).totalReviews).toBe(0);
    expect((await ta.app.inject({ url: `/api/products/${productId}/review-photos` })).json().photos).toEqual([]);

    const approve = (cookie?: string, photoId = photo._id) =>
      ta.app.inject({ method: 'POST', url: `/api/reviews/${reviewId}/photos/${photoId}/approve`, headers: cookie ? { cookie } : {} });
    expect((await approve()).statusCode).toBe(401);
    expect((await approve(buyer.cookie)).statusCode).toBe(403);
    expect((await approve(moderator.cookie, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const approved = await approve(moderator.cookie);
    expect(approved.json()).toMatchObject({ message: 'Photo approved.', photo: { _id: photo._id, approved: true } });
    const entries = await ta.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, reviewId), eq(auditLog.action, 'review.photo-approve')));
    expect(entries).toEqual([
      expect.objectContaining({ actorId: moderator.id, entity: 'review', details: { productId, authorId: buyer.id, photoId: photo._id } }),
    ]);

    expect(await photosSeenBy()).toEqual([expect.objectContaining({ _id: photo._id, approved: true })]);
    expect((await ha.reviewsOf(productId, '&withPhotos=true')).totalReviews).toBe(1);
    expect((await ta.app.inject({ url: `/api/products/${productId}/review-photos` })).json().photos).toHaveLength(1);
    // Approving again changes nothing and records nothing more.
    expect((await approve(moderator.cookie)).statusCode).toBe(200);
    expect(
      await ta.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, reviewId), eq(auditLog.action, 'review.photo-approve'))),
    ).toHaveLength(1);
  });
});
