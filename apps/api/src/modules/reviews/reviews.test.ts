import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index';
import { signedInUser, type SignedInUser } from '../../test/auth-helpers';
import { insertProducts } from '../../test/fixtures';
import { buyInTestMode } from '../../test/shop-helpers';
import { useTestApp } from '../../test/test-app';
import { invalidFields } from '../../test/error-answers';

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
    await post({ productId, rating: 5, comment: 'Love it' }, boCookie);
    const [product] = await t.database.db.select().from(products).where(eq(products.id, productId));
    expect(product).toMatchObject({ rating: 3.5, reviewCount: 2 });
    const detail = (await t.app.inject({ url: `/api/products/${productId}` })).json();
    expect(detail.reviews.map((review: { comment: string }) => review.comment)).toEqual(['Love it', 'Changed my mind']);
    expect((await t.app.inject({ url: '/api/reviews/total-reviews' })).json()).toEqual({ totalReviews: 2 });
  });

  it('validates rating, comment and product', async () => {
    const res = await post({ productId, rating: 0, comment: '' }, ana.cookie);
    expect(res.statusCode).toBe(400);
    expect(invalidFields(res.json())).toEqual(['comment', 'rating']);
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
