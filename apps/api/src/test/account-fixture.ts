/**
 * An account with something in every place that holds a customer's data: an address, an order
 * with two lines, a review with a vote on another's, a wishlist item, a waiting list, a consent,
 * store credit (spent), a passkey, two-factor and recovery codes. For the privacy tests: what a
 * copy holds, and what deleting the account takes and keeps.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  addresses,
  consents,
  contactMessages,
  credits,
  emails,
  orderLines,
  orders,
  passkeys,
  products,
  recoveryCodes,
  restockRequests,
  reviews,
  reviewVotes,
  users,
  wishlistItems,
} from '../db/schema/index';
import { insertProducts, trackedStock } from './fixtures';

let sequence = 0;

/** Values that must never leave the database in a copy of the data. */
export const SECRETS = {
  totpSecret: 'SEALED-TOTP-SECRET-never-exported',
  passkeyPublicKey: 'PASSKEY-PUBLIC-KEY-never-exported',
  recoveryCodeHash: 'RECOVERY-CODE-HASH-never-exported',
};

export interface FilledAccount {
  productId: string;
  orderId: string;
  orderRef: string;
  reviewId: string;
  /** The address of the order and the book: a street and a phone that must go. */
  address: { name: string; line1: string; line2: string; city: string; state: string; postalCode: string; country: string; phone: string };
}

/** Fills the account `user` (already made): every section once, the order paid and shipped. */
export async function fillAccount(db: Db, user: { id: string; email: string }, label: string): Promise<FilledAccount> {
  sequence += 1;
  const [product] = await insertProducts(db, [
    {
      name: `${label} Tee ${sequence}`,
      handle: `${label.toLowerCase()}-tee-${sequence}-${Date.now()}`,
      ...trackedStock({ 'black/m': 5, 'black/l': 0 }),
    },
  ]);
  const productId = product!.id;
  const address = {
    name: `${label} Person`,
    line1: `${sequence} ${label} Street`,
    line2: 'Flat 2',
    city: `${label}ville`,
    state: 'CA',
    postalCode: '94110',
    country: 'US',
    phone: `+1 555 010 ${String(1000 + sequence)}`,
  };
  await db
    .update(users)
    .set({ totpSecret: SECRETS.totpSecret, totpEnabledAt: new Date(), bio: `${label} bio` })
    .where(eq(users.id, user.id));
  await db.insert(recoveryCodes).values({ userId: user.id, codeHash: `${SECRETS.recoveryCodeHash}-${sequence}` });
  await db.insert(passkeys).values({
    userId: user.id,
    credentialId: `cred-${label}-${sequence}`,
    publicKey: `${SECRETS.passkeyPublicKey}-${sequence}`,
    name: `${label}'s laptop`,
  });
  await db.insert(addresses).values({ userId: user.id, label: 'Home', ...address, isDefault: true });

  const orderRef = `ORD-${label.toUpperCase().slice(0, 3)}${sequence}X${Date.now().toString(36).toUpperCase()}`;
  const [order] = await db
    .insert(orders)
    .values({
      orderId: orderRef,
      userId: user.id,
      email: user.email,
      status: 'completed',
      paymentStatus: 'paid',
      provider: 'test',
      subtotalCents: 7500,
      taxCents: 600,
      shippingCents: 500,
      totalCents: 8600,
      shippingAddress: address,
      paidAt: new Date(),
    })
    .returning({ id: orders.id });
  await db.insert(orderLines).values([
    {
      orderId: order!.id,
      productId,
      name: `${label} Tee`,
      image: '/uploads/x-800.webp',
      color: 'black',
      size: 'm',
      unitPriceCents: 2500,
      quantity: 2,
      taxCents: 400,
      position: 0,
    },
    {
      orderId: order!.id,
      productId: null,
      name: 'Gift card',
      image: '',
      color: '',
      size: '',
      unitPriceCents: 2500,
      quantity: 1,
      taxCents: 200,
      position: 1,
      giftCard: { to: 'friend@example.com', toName: 'Friend', from: `${label} Sender`, message: `Love from ${label}`, sendOn: null },
    },
  ]);

  const [review] = await db
    .insert(reviews)
    .values({ userId: user.id, productId, rating: 4, comment: `${label} says it fits well`, fit: 'true', usualSize: 'M' })
    .returning({ id: reviews.id });
  await db.update(products).set({ rating: 4, reviewCount: 1 }).where(eq(products.id, productId));
  await db.insert(wishlistItems).values({ userId: user.id, productId, color: 'black', size: 'm' });
  await db.insert(restockRequests).values({ productId, color: 'black', size: 'l', email: user.email.toLowerCase(), userId: user.id });
  await db.insert(consents).values({ userId: user.id, kind: 'wishlist-alerts', wording: `Email ${label} about the wishlist` });
  // Store credit, all spent: it blocks nothing.
  await db.insert(credits).values({
    code: `SC-${label.toUpperCase()}${sequence}${Date.now().toString(36).toUpperCase()}`,
    kind: 'store-credit',
    userId: user.id,
    email: user.email.toLowerCase(),
    initialCents: 1000,
    balanceCents: 0,
  });
  await db.insert(contactMessages).values({ name: `${label} Person`, email: user.email, message: `Hello from ${label}` });
  await db
    .insert(emails)
    .values({ dedupeKey: `test-mail:${label}:${sequence}`, to: user.email, subject: `For ${label}`, text: 'Hello', status: 'sent' });
  return { productId, orderId: order!.id, orderRef, reviewId: review!.id, address };
}

/** `voter` finds `reviewId` helpful. */
export async function voteHelpful(db: Db, voterId: string, reviewId: string): Promise<void> {
  await db.insert(reviewVotes).values({ reviewId, userId: voterId });
}

/** A paid and delivered order placed signed out with `email` (as typed, in any case), with one line; no account holds it. */
export async function insertGuestOrder(db: Db, email: string, label: string) {
  sequence += 1;
  const orderRef = `ORD-G${label.toUpperCase().slice(0, 3)}${sequence}X${Date.now().toString(36).toUpperCase()}`;
  const address = {
    name: `${label} Guest`,
    line1: `${sequence} ${label} Lane`,
    line2: '',
    city: `${label}burg`,
    state: 'NY',
    postalCode: '10001',
    country: 'US',
    phone: `+1 555 020 ${String(1000 + sequence)}`,
  };
  const [order] = await db
    .insert(orders)
    .values({
      orderId: orderRef,
      userId: null,
      email,
      status: 'completed',
      paymentStatus: 'paid',
      provider: 'test',
      subtotalCents: 3000,
      taxCents: 240,
      shippingCents: 500,
      totalCents: 3740,
      shippingAddress: address,
      paidAt: new Date(),
    })
    .returning({ id: orders.id });
  await db.insert(orderLines).values({
    orderId: order!.id,
    productId: null,
    name: `${label} Scarf`,
    image: '',
    color: 'red',
    size: 'one',
    unitPriceCents: 3000,
    quantity: 1,
    taxCents: 240,
    position: 0,
  });
  return { id: order!.id, orderRef, address };
}

/** An order's address once its customer was erased: the person gone, where it went (for the shop's tax records) kept. */
export const scrubbedAddress = (kept: { state: string; postalCode: string; country: string }) => ({
  name: 'Deleted customer',
  line1: '',
  line2: '',
  city: '',
  phone: '',
  ...kept,
});
