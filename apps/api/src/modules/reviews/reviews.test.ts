import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, products, users } from '../../db/schema/index';
import { signedInUser, type SignedInUser } from '../../test/auth-helpers';
import { insertProducts } from '../../test/fixtures';
import { buyInTestMode } from '../../test/shop-helpers';
import { useTestApp } from '../../test/test-app';
import { invalidFields } from '../../test/error-answers';
import { fitVerdict, sizeAdvice } from '@shop/shared/review-fit';

const t = useTestApp();
let ana: SignedInUser;
let boCookie: string;
let productId: string;

beforeAll(async () => {
  ana = await signedInUser(t);
  boCookie = (await signedInUser(t)).cookie;
  productId = (await insertProducts(t.database.db, [{ name: 'Reviewed Tee' }]))[0]!.id;
});

const post = (payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/api/reviews/post-review', payload, headers: cookie ? { cookie } : {} });

describe('reviews', () => {
  it('needs a signed-in user, and takes the author from the session', async () => {
    expect((await post({ productId, rating: 5, comment: 'Great' })).statusCode).toBe(401);
    const res = await post({ productId, rating: 4, comment: 'Soft and true to size', userId: ana.id }, ana.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Comment posted successfully!',
      review: { rating: 4, productId, userId: { _id: ana.id } },
    });
    expect((await post({ productId, rating: 4, comment: 'x', userId: ana.id }, boCookie)).statusCode).toBe(403);
  });

  it('keeps one review per user per product, and the product rating is the mean', async () => {
    await post({ productId, rating: 2, comment: 'Changed my mind' }, ana.cookie);
    await post({ productId, rating: 2, comment: 'Changed my mind' }, ana.cookie);
    await post({ productId, rating: 5, comment: 'Love it' }, boCookie);
    const [product] = await t.database.db.select().from(products).where(eq(products.id, productId));
    expect(product).toMatchObject({ rating: 3.5, reviewCount: 2 });
    const detail = (await t.app.inject({ url: `/api/products/${productId}` })).json();
    expect(detail.reviews.map((review: { comment: string }) => review.comment)).toEqual(['Love it', 'Changed my mind']);
    expect((await t.app.inject({ url: '/api/reviews/total-reviews' })).json()).toEqual({ totalReviews: 2 });
  });

  it('validates rating, comment, fit and product', async () => {
    const res = await post({ productId, rating: 0, comment: '' }, ana.cookie);
    expect(res.statusCode).toBe(400);
    expect(invalidFields(res.json())).toEqual(['comment', 'rating']);
    expect(res.json().errors).toContainEqual({ path: 'rating', message: 'Please choose a rating' });
    const long = await post({ productId, rating: 3, comment: 'x'.repeat(2001) }, ana.cookie);
    expect(long.json().errors).toEqual([{ path: 'comment', message: 'Comment must be at most 2000 characters' }]);
    expect((await post({ productId, rating: 3, comment: 'x'.repeat(2000) }, (await signedInUser(t)).cookie)).statusCode).toBe(200);
    const fit = await post({ productId, rating: 3, comment: 'Roomy', fit: 'huge' }, ana.cookie);
    expect(invalidFields(fit.json())).toEqual(['fit']);
    expect((await post({ productId: '00000000-0000-4000-8000-000000000000', rating: 3, comment: 'x' }, ana.cookie)).statusCode).toBe(404);
  });

  it("answers a user's reviews to them and admins only", async () => {
    const own = await t.app.inject({ url: `/api/reviews/${ana.id}`, headers: { cookie: ana.cookie } });
    expect(own.json().reviews).toEqual([expect.objectContaining({ comment: 'Changed my mind', productName: 'Reviewed Tee' })]);
    expect((await t.app.inject({ url: `/api/reviews/${ana.id}`, headers: { cookie: boCookie } })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/reviews/${ana.id}` })).statusCode).toBe(401);
    const admin = (await signedInUser(t, 'admin')).cookie;
    expect((await t.app.inject({ url: `/api/reviews/${ana.id}`, headers: { cookie: admin } })).statusCode).toBe(200);
  });

  it("marks a review 'verified' only when its author bought the product in a paid order", async () => {
    const [tee] = await insertProducts(t.database.db, [{ name: 'Verified Tee', colors: ['black'], sizes: ['m'] }]);
    const line = [{ _id: tee!.id, color: 'black', size: 'm', quantity: 1 }];
    const [buyer, looker, refunded] = [await signedInUser(t), await signedInUser(t), await signedInUser(t)];
    const admin = await signedInUser(t, 'admin');
    const confirm = async (sessionId: string) =>
      (await t.app.inject({ method: 'POST', url: '/api/orders/confirm-payment', payload: { session_id: sessionId } })).json().order;

    await confirm(await buyInTestMode(t.app, line, { cookie: buyer.cookie }));
    // Checked out but never paid.
    await t.app.inject({
      method: 'POST',
      url: '/api/orders/create-checkout-session',
      payload: { products: line },
      headers: { cookie: looker.cookie },
    });
    const returned = await confirm(await buyInTestMode(t.app, line, { cookie: refunded.cookie }));
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/orders/${returned._id}/refund`, payload: {}, headers: { cookie: admin.cookie } }))
        .statusCode,
    ).toBe(200);

    for (const author of [buyer, looker, refunded]) await post({ productId: tee!.id, rating: 4, comment: 'Fits well' }, author.cookie);
    const { reviews } = (await t.app.inject({ url: `/api/products/${tee!.id}` })).json();
    const verifiedOf = (id: string) => reviews.find((review: { userId: { _id: string } }) => review.userId._id === id)?.verified;
    expect([verifiedOf(buyer.id), verifiedOf(looker.id), verifiedOf(refunded.id)]).toEqual([true, false, false]);
    const own = (await t.app.inject({ url: `/api/reviews/${buyer.id}`, headers: { cookie: buyer.cookie } })).json();
    expect(own.reviews[0]).toMatchObject({ productName: 'Verified Tee', verified: true });
  });
});

describe('editing and deleting reviews', () => {
  let teeId: string;
  beforeAll(async () => {
    teeId = (await insertProducts(t.database.db, [{ name: 'Edited Tee' }]))[0]!.id;
  });
  const productOf = async (id: string) => (await t.app.inject({ url: `/api/products/${id}` })).json().product;

  it('lets the author edit, keeps others out, and keeps the rating and fit current', async () => {
    const [author, other] = [await signedInUser(t), await signedInUser(t)];
    const { review } = (await post({ productId: teeId, rating: 2, comment: 'Tight', fit: 'small' }, author.cookie)).json();
    expect(review).toMatchObject({ fit: 'small', helpfulCount: 0 });
    expect(await productOf(teeId)).toMatchObject({ rating: 2, reviewCount: 1, fit: { small: 1, true: 0, large: 0 } });

    const edit = (payload: object, cookie?: string, id = review._id) =>
      t.app.inject({ method: 'PATCH', url: `/api/reviews/${id}`, payload, headers: cookie ? { cookie } : {} });
    expect((await edit({ rating: 5 })).statusCode).toBe(401);
    expect((await edit({ rating: 5 }, other.cookie)).statusCode).toBe(403);
    expect((await edit({ rating: 5 }, author.cookie, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await edit({}, author.cookie)).statusCode).toBe(400);
    expect(invalidFields((await edit({ rating: 6 }, author.cookie)).json())).toEqual(['rating']);

    const res = await edit({ rating: 4, fit: 'true' }, author.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Review updated.', review: { rating: 4, fit: 'true', comment: 'Tight' } });
    expect(await productOf(teeId)).toMatchObject({ rating: 4, reviewCount: 1, fit: { small: 0, true: 1, large: 0 } });
    // A fit of null takes it back.
    expect((await edit({ fit: null }, author.cookie)).json().review.fit).toBeNull();
    expect((await productOf(teeId)).fit).toEqual({ small: 0, true: 0, large: 0 });
  });

  it('lets the author or an admin delete, audits an admin delete, and keeps the rating exact', async () => {
    const [sam, kim, lee, other] = [await signedInUser(t), await signedInUser(t), await signedInUser(t), await signedInUser(t)];
    const admin = await signedInUser(t, 'admin');
    const [shirt] = await insertProducts(t.database.db, [{ name: 'Deleted Reviews Tee' }]);
    const idOf = async (rating: number, cookie: string) =>
      (await post({ productId: shirt!.id, rating, comment: `${rating} stars` }, cookie)).json().review._id as string;
    const [samReview, kimReview, leeReview] = [await idOf(5, sam.cookie), await idOf(2, kim.cookie), await idOf(4, lee.cookie)];
    expect(await productOf(shirt!.id)).toMatchObject({ rating: 3.7, reviewCount: 3 });

    const remove = (id: string, cookie?: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/reviews/${id}`, headers: cookie ? { cookie } : {} });
    expect((await remove(samReview)).statusCode).toBe(401);
    expect((await remove(samReview, other.cookie)).statusCode).toBe(403);

    const own = await remove(samReview, sam.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ message: 'Review deleted.' });
    expect(await productOf(shirt!.id)).toMatchObject({ rating: 3, reviewCount: 2 });
    expect((await remove(samReview, sam.cookie)).statusCode).toBe(404);

    expect((await remove(kimReview, admin.cookie)).statusCode).toBe(200);
    expect(await productOf(shirt!.id)).toMatchObject({ rating: 4, reviewCount: 1 });
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, kimReview));
    expect(entry).toMatchObject({
      actorId: admin.id,
      action: 'review.delete',
      entity: 'review',
      details: { productId: shirt!.id, authorId: kim.id },
    });
    // The author's own delete is theirs to make, not an admin action.
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, samReview))).toEqual([]);

    expect((await remove(leeReview, lee.cookie)).statusCode).toBe(200);
    expect(await productOf(shirt!.id)).toMatchObject({ rating: 0, reviewCount: 0 });
  });
});

describe('helpful votes', () => {
  it('counts one vote per signed-in user, takes it back on a second vote, and refuses one on your own review', async () => {
    const [author, voter, second] = [await signedInUser(t), await signedInUser(t), await signedInUser(t)];
    const [tee] = await insertProducts(t.database.db, [{ name: 'Voted Tee' }]);
    const { review } = (await post({ productId: tee!.id, rating: 5, comment: 'Great drape' }, author.cookie)).json();
    const vote = (cookie?: string, id = review._id) =>
      t.app.inject({ method: 'POST', url: `/api/reviews/${id}/helpful`, headers: cookie ? { cookie } : {} });

    expect((await vote()).statusCode).toBe(401);
    const own = await vote(author.cookie);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot vote on your own review.');
    expect((await vote(voter.cookie, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    expect((await vote(voter.cookie)).json()).toEqual({ helpful: true, helpfulCount: 1 });
    expect((await vote(second.cookie)).json()).toEqual({ helpful: true, helpfulCount: 2 });
    expect((await vote(voter.cookie)).json()).toEqual({ helpful: false, helpfulCount: 1 });

    const list = (cookie?: string) =>
      t.app.inject({ url: `/api/reviews?productId=${tee!.id}`, headers: cookie ? { cookie } : {} }).then((res) => res.json().reviews[0]);
    expect(await list(second.cookie)).toMatchObject({ helpfulCount: 1, helpfulByMe: true });
    expect(await list(voter.cookie)).toMatchObject({ helpfulCount: 1, helpfulByMe: false });
    expect(await list()).not.toHaveProperty('helpfulByMe');
    expect((await t.app.inject({ url: `/api/products/${tee!.id}` })).json().reviews[0].helpfulCount).toBe(1);

    // A voter's account going takes its votes with it.
    await t.database.db.delete(users).where(eq(users.id, second.id));
    expect((await list()).helpfulCount).toBe(0);
  });
});

describe("a product's reviews, sorted, filtered and paged", () => {
  it('sorts by helpful votes, date and rating, filters to verified buyers, and pages', async () => {
    const [tee] = await insertProducts(t.database.db, [{ name: 'Sorted Tee', colors: ['black'], sizes: ['m'] }]);
    const people = await Promise.all([1, 2, 3, 4].map(() => signedInUser(t)));
    // Written in this order: 3 stars, 5, 1, 4; the last author bought the tee.
    const ids: string[] = [];
    for (const [index, rating] of [3, 5, 1, 4].entries()) {
      ids.push((await post({ productId: tee!.id, rating, comment: `${rating} stars` }, people[index]!.cookie)).json().review._id);
    }
    const sessionId = await buyInTestMode(t.app, [{ _id: tee!.id, color: 'black', size: 'm', quantity: 1 }], { cookie: people[3]!.cookie });
    await t.app.inject({ method: 'POST', url: '/api/orders/confirm-payment', payload: { session_id: sessionId } });
    // Two votes for the 1-star review, one for the 5-star one.
    for (const voter of [people[0]!, people[1]!])
      await t.app.inject({ method: 'POST', url: `/api/reviews/${ids[2]}/helpful`, headers: { cookie: voter.cookie } });
    await t.app.inject({ method: 'POST', url: `/api/reviews/${ids[1]}/helpful`, headers: { cookie: people[0]!.cookie } });

    const ratings = async (query: string) => {
      const res = await t.app.inject({ url: `/api/reviews?productId=${tee!.id}&${query}` });
      expect(res.statusCode, query).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      return res.json();
    };
    expect((await ratings('')).reviews.map((review: { rating: number }) => review.rating)).toEqual([1, 5, 4, 3]);
    expect((await ratings('sort=newest')).reviews.map((review: { rating: number }) => review.rating)).toEqual([4, 1, 5, 3]);
    expect((await ratings('sort=highest')).reviews.map((review: { rating: number }) => review.rating)).toEqual([5, 4, 3, 1]);
    expect((await ratings('sort=lowest')).reviews.map((review: { rating: number }) => review.rating)).toEqual([1, 3, 4, 5]);
    expect(await ratings('verified=true')).toMatchObject({ totalReviews: 1, totalPages: 1, reviews: [{ rating: 4, verified: true }] });

    const second = await ratings('sort=highest&limit=3&page=2');
    expect(second).toMatchObject({ totalReviews: 4, totalPages: 2, page: 2, limit: 3 });
    expect(second.reviews.map((review: { rating: number }) => review.rating)).toEqual([1]);
    // The product page's own answer holds the first page, most helpful first.
    const detail = (await t.app.inject({ url: `/api/products/${tee!.id}` })).json();
    expect(detail.reviews.map((review: { rating: number }) => review.rating)).toEqual([1, 5, 4, 3]);

    const bad = await t.app.inject({ url: `/api/reviews?productId=${tee!.id}&sort=best&verified=maybe` });
    expect(invalidFields(bad.json())).toEqual(['sort', 'verified']);
    expect((await t.app.inject({ url: '/api/reviews' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/reviews?productId=00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
  });

  it('summarises the fits of a known set of reviews', async () => {
    const [tee] = await insertProducts(t.database.db, [{ name: 'Fit Tee' }]);
    const fits = ['true', 'true', 'small', 'true', 'large', null] as const;
    for (const fit of fits) await post({ productId: tee!.id, rating: 4, comment: 'Fit', fit }, (await signedInUser(t)).cookie);
    const { product } = (await t.app.inject({ url: `/api/products/${tee!.id}` })).json();
    expect(product.fit).toEqual({ small: 1, true: 3, large: 1 });
    expect(fitVerdict(product.fit)).toBe('Most buyers say: true to size');
    expect(sizeAdvice(product.fit)).toBeNull();
  });
});

describe("the admin's list of every review", () => {
  it('answers every review newest first, page by page, to admins only', async () => {
    const admin = await signedInUser(t, 'admin');
    const author = await signedInUser(t);
    const [tee] = await insertProducts(t.database.db, [{ name: 'Moderated Tee' }]);
    await post({ productId: tee!.id, rating: 1, comment: 'Newest of all' }, author.cookie);
    const list = (query: string, cookie?: string) => t.app.inject({ url: `/api/reviews/all${query}`, headers: cookie ? { cookie } : {} });
    expect((await list('')).statusCode).toBe(401);
    expect((await list('', author.cookie)).statusCode).toBe(403);
    const res = await list('?limit=2', admin.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.reviews[0]).toMatchObject({ comment: 'Newest of all', productName: 'Moderated Tee', userId: { _id: author.id } });
    expect(body).toMatchObject({ page: 1, limit: 2, totalPages: Math.ceil(body.totalReviews / 2) });
    expect(body.totalReviews).toBe((await t.app.inject({ url: '/api/reviews/total-reviews' })).json().totalReviews);
    expect((await list('?page=0', admin.cookie)).statusCode).toBe(400);
  });
});

describe('limits', () => {
  it("limits how much one account writes: the 31st review change in ten minutes is refused, others' are not", async () => {
    const [busy, calm] = [await signedInUser(t), await signedInUser(t)];
    const [tee] = await insertProducts(t.database.db, [{ name: 'Busy Tee' }]);
    for (let n = 1; n <= 30; n += 1) {
      expect((await post({ productId: tee!.id, rating: 3, comment: `Edit number ${n}` }, busy.cookie)).statusCode).toBe(200);
    }
    const refused = await post({ productId: tee!.id, rating: 3, comment: 'One more' }, busy.cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await post({ productId: tee!.id, rating: 4, comment: 'Mine' }, calm.cookie)).statusCode).toBe(200);
  });
});
