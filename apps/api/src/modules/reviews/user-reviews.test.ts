import { beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../db/schema/index';
import { signedInUser, type SignedInUser } from '../../test/auth-helpers';
import { insertProducts } from '../../test/fixtures';
import { expectPrivatePage } from '../../test/paging';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();
let author: SignedInUser;
let other: SignedInUser;
let admin: SignedInUser;

/** The author's 23 reviews, one a product, newest change first. */
const WRITTEN = 23;
const newestFirst = Array.from({ length: WRITTEN }, (_, index) => `Review ${WRITTEN - index}`);

beforeAll(async () => {
  author = await signedInUser(t);
  other = await signedInUser(t);
  admin = await signedInUser(t, 'admin');
  const products = await insertProducts(
    t.database.db,
    Array.from({ length: WRITTEN }, (_, index) => ({ name: `Tee ${index + 1}` })),
  );
  const start = Date.UTC(2026, 0, 1);
  await t.database.db.insert(reviews).values(
    products.map((product, index) => ({
      userId: author.id,
      productId: product.id,
      rating: 4,
      comment: `Review ${index + 1}`,
      updatedAt: new Date(start + index * 60_000),
    })),
  );
  // Someone else's review of the first product is not the author's.
  await t.database.db.insert(reviews).values({ userId: other.id, productId: products[0]!.id, rating: 2, comment: 'Not for me' });
});

const get = (url: string, user?: { cookie: string }) => t.app.inject({ url, headers: user ? { cookie: user.cookie } : {} });
const comments = (body: { reviews: { comment: string }[] }) => body.reviews.map((review) => review.comment);

describe("a user's reviews, page by page", () => {
  it('answers 20 by default, newest first, with the product names, the total and the pages', async () => {
    const body = expectPrivatePage(await get('/api/reviews/mine', author), { totalReviews: WRITTEN, totalPages: 2, page: 1, limit: 20 });
    expect(comments(body)).toEqual(newestFirst.slice(0, 20));
    expect(body.reviews[0]).toMatchObject({ productName: `Tee ${WRITTEN}`, userId: { _id: author.id } });
  });

  it('answers the rest on page 2 and takes a page size; past the end, no rows', async () => {
    const second = (await get('/api/reviews/mine?page=2', author)).json();
    expect(second).toMatchObject({ totalReviews: WRITTEN, totalPages: 2, page: 2 });
    expect(comments(second)).toEqual(newestFirst.slice(20));
    const small = (await get('/api/reviews/mine?page=5&limit=5', author)).json();
    expect(small).toMatchObject({ totalReviews: WRITTEN, totalPages: 5, page: 5, limit: 5 });
    expect(comments(small)).toEqual(newestFirst.slice(20));
    expect((await get('/api/reviews/mine?page=3', author)).json()).toMatchObject({ reviews: [], totalReviews: WRITTEN });
    expect((await get('/api/reviews/mine?limit=101', author)).statusCode).toBe(400);
    expect((await get(`/api/reviews/${author.id}?page=0`, author)).statusCode).toBe(400);
  });

  it('answers the same at /mine as at the user id, to the user', async () => {
    for (const query of ['', '?page=2', '?page=3&limit=4']) {
      const byId = await get(`/api/reviews/${author.id}${query}`, author);
      expect(byId.statusCode).toBe(200);
      expect(byId.json()).toEqual((await get(`/api/reviews/mine${query}`, author)).json());
    }
  });

  it("lets an admin page through anyone's reviews, and nobody else", async () => {
    const asAdmin = (await get(`/api/reviews/${author.id}?page=2&limit=10`, admin)).json();
    expect(asAdmin).toMatchObject({ totalReviews: WRITTEN, totalPages: 3, page: 2 });
    expect(comments(asAdmin)).toEqual(newestFirst.slice(10, 20));
    expect((await get(`/api/reviews/${author.id}`, other)).statusCode).toBe(403);
    expect((await get(`/api/reviews/${author.id}`)).statusCode).toBe(401);
    expect((await get('/api/reviews/mine')).statusCode).toBe(401);
    // Another user's /mine is their own.
    expect(comments((await get('/api/reviews/mine', other)).json())).toEqual(['Not for me']);
  });
});
