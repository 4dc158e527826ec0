/**
 * The shopper's mail in their language, through the real HTTP stack in test mode and the local
 * SMTP stand-in: a French checkout in euros is kept in French, pays on the French card page and
 * comes back to the French pages, and its confirmation, refund and reminder are written in French,
 * amounts and links too (`12,00 €`, `/fr/orders/...`); an English one reads exactly as before. An
 * account's mail follows the page it registered or signed in on, a checkout records the reminder
 * box's words as the shopper read them, and a waiting list's mails are in the language it was joined in.
 */
import { randomUUID } from 'node:crypto';
import { CHECKOUT_REMINDER_CONSENTS } from '@shop/shared/cart';
import { formatMoney } from '@shop/shared/currency';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { consents, orderLines, orders, productVariants, users } from '../../db/schema/index';
import { signedInUser, type SignedInUser } from '../../test/auth-helpers';
import { insertProducts, trackedStock } from '../../test/fixtures';
import type { CaughtMail } from '../../test/mail-stand-ins';
import { CHECKOUT_TEST_SETTINGS, TEST_ADDRESS } from '../../test/shop-helpers';
import { useTestAppWithSmtp } from '../../test/test-app';

const { t, smtp } = useTestAppWithSmtp(CHECKOUT_TEST_SETTINGS);
/** French typography's space before a colon: a no-break space. */
const NB = '\u00a0';
const euros = (minor: number) => formatMoney(minor, 'EUR', 'fr-FR');

let admin: SignedInUser;
let tee: string;
let boxy: { id: string; handle: string };

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie?: string) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: cookie ? { cookie } : {} });

/** Opens a checkout of one tee (a guest gives `email`), pays it on the test page, and answers what each step said. */
async function buy(payload: Record<string, unknown>, cookie?: string) {
  const created = await call(
    'POST',
    '/api/orders/create-checkout-session',
    { products: [{ _id: tee, color: 'black', size: 'm', quantity: 1 }], ...payload },
    cookie,
  );
  expect(created.statusCode, created.body).toBe(200);
  const { id, url } = created.json() as { id: string; url: string };
  const view = (await call('GET', `/api/orders/test-checkout/${id}`)).json() as { cancelUrl: string };
  const paid = await call('POST', `/api/orders/test-checkout/${id}/pay`, { shippingAddress: TEST_ADDRESS });
  expect(paid.statusCode, paid.body).toBe(200);
  const confirmed = await call('POST', '/api/orders/confirm-payment', { session_id: id });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const [row] = await t.database.db.select().from(orders).where(eq(orders.providerSessionId, id));
  return { url, cancelUrl: view.cancelUrl, returnUrl: (paid.json() as { url: string }).url, row: row! };
}

const mailTo = (to: string, subject: string) => smtp.received((caught: CaughtMail) => caught.to.includes(to) && caught.subject === subject);

beforeAll(async () => {
  admin = await signedInUser(t, 'admin');
  const [field, sold] = await insertProducts(t.database.db, [
    { name: 'Field Tee', colors: ['black'], sizes: ['m'], priceCents: 2999 },
    { name: 'Boxy Tee', handle: 'boxy-tee', ...trackedStock({ 'black/l': 0, 'black/m': 4 }) },
  ]);
  tee = field!.id;
  boxy = { id: sold!.id, handle: 'boxy-tee' };
  const res = await call('PUT', '/api/currencies/EUR', { rate: 0.92, rounding: 'minor' }, admin.cookie);
  expect(res.statusCode, res.body).toBeLessThan(300);
});

describe('a French checkout in euros', () => {
  it('pays on the French card page, comes back to the French pages, and is confirmed in French with the euro total in fr-FR', async () => {
    const { url, cancelUrl, returnUrl, row } = await buy({ currency: 'EUR', language: 'fr', email: 'amelie@example.com' });
    expect(url).toMatch(/^\/fr\/checkout\/cs_test_/);
    expect(cancelUrl).toBe('/fr?bag=open');
    expect(returnUrl).toMatch(/^\/fr\/success\?session_id=cs_test_/);
    expect(row).toMatchObject({ language: 'fr', currency: 'eur', paymentStatus: 'paid' });
    // $29.99 at 0.92 is €27.59; 6 % is €1.66.
    expect(row).toMatchObject({ subtotalCents: 2759, taxCents: 166, totalCents: 2925 });
    expect(euros(2925)).toBe(`29,25${NB}€`);

    const mail = await mailTo('amelie@example.com', `Drip Studio${NB}: commande ${row.orderId} confirmée`);
    expect(mail.text).toContain(`Merci pour votre commande ${row.orderId}.`);
    expect(mail.text).toMatch(new RegExp(`^1 x Field Tee \\(black, M, réf\\. [\\w-]+\\) {2}${euros(2759)}$`, 'm'));
    expect(mail.text).toContain(
      [`Sous-total${NB}: ${euros(2759)}`, `Taxe (6${NB}%)${NB}: ${euros(166)}`, `Total${NB}: ${euros(2925)}`].join('\n'),
    );
    expect(mail.text).toContain(`Adresse de livraison${NB}:\nAda Buyer`);
    expect(mail.text).toContain(`Suivi de la commande${NB}: en attente ([en attente] > en préparation > expédiée > livrée)`);
    expect(mail.text).toMatch(new RegExp(`Suivre cette commande${NB}: http://shop\\.test/fr/orders/${row.orderId}\\?token=[\\w-]+`));
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.html).toContain(euros(2925));
    expect(mail.html).toContain('<li><strong>en attente</strong> (en cours)</li>');
    expect(mail.text).not.toMatch(/\$|Total:|Thank you/);

    // A refund of the order is told in its language too.
    const refunded = await call('POST', `/api/orders/${row.id}/refund`, { requestId: randomUUID(), amount: 5 }, admin.cookie);
    expect(refunded.statusCode, refunded.body).toBe(200);
    const refund = await mailTo('amelie@example.com', `Drip Studio${NB}: un remboursement de ${euros(500)} sur la commande ${row.orderId}`);
    expect(refund.text).toContain(`Nous avons remboursé ${euros(500)} sur votre commande ${row.orderId}.`);
    expect(refund.text).toContain(`Remboursé au total${NB}: ${euros(500)}\nTotal de la commande${NB}: ${euros(2925)}`);
    expect(refund.text).toContain('L’argent revient sur la carte avec laquelle vous avez payé');
  });
});

describe('a product the brand named in French', () => {
  /** A product of its own, with its French name. */
  async function namedInFrench(name: string, french: string, variants: Parameters<typeof insertProducts>[1][number]) {
    const [product] = await insertProducts(t.database.db, [{ name, ...variants }]);
    const named = await call('PUT', `/api/products/${product!.id}/translations`, { language: 'fr', name: french }, admin.cookie);
    expect(named.statusCode, named.body).toBe(200);
    return product!.id;
  }

  it('is bought, mailed, shown and refunded to a French shopper under its French name; staff keep the shop’s own', async () => {
    const meadow = await namedInFrench('Meadow Tee', 'T-shirt des prés', { colors: ['black'], sizes: ['m'], priceCents: 2999 });
    const products = [{ _id: meadow, color: 'black', size: 'm', quantity: 2 }];
    const { row } = await buy({ products, currency: 'EUR', language: 'fr', email: 'margot@example.com' });
    const [line] = await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, row.id));
    expect(line).toMatchObject({ name: 'Meadow Tee', localName: 'T-shirt des prés' });

    const mail = await mailTo('margot@example.com', `Drip Studio${NB}: commande ${row.orderId} confirmée`);
    expect(mail.text).toMatch(/^2 x T-shirt des prés \(black, M, réf\. [\w-]+\) {2}/m);
    expect(mail.text).not.toContain('Meadow Tee');

    // The shopper's page reads the French name, the admin's the shop's own.
    const token = /\/fr\/orders\/[\w-]+\?token=([\w-]+)/.exec(mail.text)![1]!;
    const names = (order: { products: { name: string }[] }) => order.products.map((product) => product.name);
    const tracked = await call('GET', `/api/orders/order/${row.orderId}?token=${token}`);
    expect(tracked.statusCode, tracked.body).toBe(200);
    expect(names(tracked.json())).toEqual(['T-shirt des prés']);
    expect(names((await call('GET', `/api/orders/order/${row.orderId}`, undefined, admin.cookie)).json())).toEqual(['Meadow Tee']);

    // A refund of one of the two names it in French too.
    const refunded = await call(
      'POST',
      `/api/orders/${row.id}/refund`,
      { requestId: randomUUID(), lines: [{ orderLineId: line!.id, quantity: 1, restock: false }] },
      admin.cookie,
    );
    expect(refunded.statusCode, refunded.body).toBe(200);
    const refund = await smtp.received(
      (caught: CaughtMail) => caught.to.includes('margot@example.com') && caught.subject.includes('rembours'),
    );
    expect(refund.text).toMatch(/^1 x T-shirt des prés \(black, M\)/m);
    const afterRefund = (await call('GET', `/api/orders/order/${row.orderId}?token=${token}`)).json();
    expect(afterRefund.refunds[0].lines.map((refundLine: { name: string }) => refundLine.name)).toEqual(['T-shirt des prés']);

    // An English shopper buys the same tee under its English name.
    const english = await buy({ products, email: 'noah@example.com' });
    const [englishLine] = await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, english.row.id));
    expect(englishLine).toMatchObject({ name: 'Meadow Tee', localName: null });
  });

  it('is named in French in the waiting list’s mails of a French shopper', async () => {
    const dune = await namedInFrench('Dune Tee', 'T-shirt dune', trackedStock({ 'black/l': 0, 'black/m': 4 }));
    const joined = await call('POST', '/api/waitlist', {
      productId: dune,
      color: 'black',
      size: 'l',
      email: 'ines@example.com',
      language: 'fr',
    });
    expect(joined.statusCode, joined.body).toBe(201);
    await mailTo('ines@example.com', `Vous êtes sur la liste${NB}: T-shirt dune (black, L)`);
    await t.database.db
      .update(productVariants)
      .set({ stock: 1 })
      .where(and(eq(productVariants.productId, dune), eq(productVariants.color, 'black'), eq(productVariants.size, 'l')));
    await t.app.services.waitlist.notifyRestocked();
    await mailTo('ines@example.com', `De retour en stock${NB}: T-shirt dune (black, L)`);
  });
});

describe('an English checkout', () => {
  it('reads exactly as before: English words, en-US amounts, links at the English pages', async () => {
    const { url, cancelUrl, returnUrl, row } = await buy({ currency: 'EUR', email: 'oliver@example.com' });
    expect(url).toMatch(/^\/checkout\/cs_test_/);
    expect(cancelUrl).toBe('/?bag=open');
    expect(returnUrl).toMatch(/^\/success\?session_id=/);
    expect(row.language).toBe('en');

    const mail = await mailTo('oliver@example.com', `Drip Studio: order ${row.orderId} confirmed`);
    expect(mail.text).toContain(`Thank you for your order ${row.orderId}.`);
    expect(mail.text).toContain('Subtotal: €27.59\nTax(6%): €1.66\nTotal: €29.25');
    expect(mail.text).toContain('Order status: pending ([pending] > processing > shipped > completed)');
    expect(mail.text).toMatch(new RegExp(`Track this order: http://shop\\.test/orders/${row.orderId}\\?token=[\\w-]+`));
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain('<li><strong>pending</strong> (now)</li>');
  });
});

describe('an account in French', () => {
  it('is mailed in the language of the page it registered on, and follows the page it signs in or checks out on', async () => {
    const email = 'camille@example.com';
    const password = 'a-long-passphrase';
    const registered = await call('POST', '/api/auth/register', { username: 'Camille', email, password, language: 'fr' });
    expect(registered.statusCode, registered.body).toBe(201);
    const language = async () =>
      (await t.database.db.select({ language: users.language }).from(users).where(eq(users.email, email)))[0]!.language;
    expect(await language()).toBe('fr');
    const welcome = await mailTo(email, `Drip Studio${NB}: confirmez votre adresse e-mail`);
    expect(welcome.text).toMatch(/Confirmer mon adresse e-mail\u00a0: http:\/\/shop\.test\/fr\/verify-email\?token=[\w-]+/);

    // Signing in on an English page: the account's mail is in English from then on.
    const english = await call('POST', '/api/auth/login', { email, password, language: 'en' });
    expect(english.statusCode, english.body).toBe(200);
    expect(await language()).toBe('en');
    // Signing in without saying (an older client) leaves it be; a French page makes it French again.
    expect((await call('POST', '/api/auth/login', { email, password })).statusCode).toBe(200);
    expect(await language()).toBe('en');
    expect((await call('POST', '/api/auth/login', { email, password, language: 'fr' })).statusCode).toBe(200);
    expect(await language()).toBe('fr');

    expect((await call('POST', '/api/auth/forgot-password', { email })).statusCode).toBe(200);
    const reset = await mailTo(email, `Drip Studio${NB}: choisissez un nouveau mot de passe`);
    expect(reset.text).toMatch(/Choisir un nouveau mot de passe\u00a0: http:\/\/shop\.test\/fr\/reset-password\?token=[\w-]+/);
  });

  it('records the reminder box’s French words, takes the checkout’s language, and is reminded in French', async () => {
    const shopper = await signedInUser(t, 'user', { email: 'lucie@example.com' });
    const created = await call(
      'POST',
      '/api/orders/create-checkout-session',
      { products: [{ _id: tee, color: 'black', size: 'm', quantity: 2 }], currency: 'EUR', language: 'fr', remindMe: true },
      shopper.cookie,
    );
    expect(created.statusCode, created.body).toBe(200);
    const [account] = await t.database.db.select({ language: users.language }).from(users).where(eq(users.id, shopper.id));
    expect(account!.language).toBe('fr');
    const [consent] = await t.database.db
      .select({ wording: consents.wording })
      .from(consents)
      .where(and(eq(consents.userId, shopper.id), eq(consents.kind, 'checkout-reminders')));
    expect(consent!.wording).toBe(CHECKOUT_REMINDER_CONSENTS.fr);

    // Closed unpaid a day ago: its reminder is due.
    const [row] = await t.database.db.select().from(orders).where(eq(orders.providerSessionId, created.json().id));
    await t.database.db
      .update(orders)
      .set({ paymentStatus: 'expired', updatedAt: new Date(Date.now() - 86_400_000) })
      .where(eq(orders.id, row!.id));
    expect(await t.app.services.checkoutReminders.remindDue()).toBe(1);
    const mail = await mailTo('lucie@example.com', 'Vous avez oublié quelque chose dans votre panier');
    expect(mail.text).toMatch(new RegExp(`^2 x Field Tee \\(black, M\\) {2}${euros(5518)}$`, 'm'));
    expect(mail.text).toContain(`Total au moment du paiement${NB}: ${euros(row!.totalCents)}`);
    expect(mail.text).toMatch(/Retrouver mon panier\u00a0: http:\/\/shop\.test\/fr\/restore-bag\/r\.[0-9a-f]{32}\.[\w-]{22}/);
    expect(mail.text).toMatch(/Se désabonner\u00a0: http:\/\/shop\.test\/fr\/unsubscribe\/c\.[0-9a-f]{32}\.[\w-]{22}/);
    // A mail client's one-click unsubscribe is the API's, in no language.
    expect(mail.headerLines['list-unsubscribe']).toMatch(/^<http:\/\/shop\.test\/api\/unsubscribe\/c\./);
  });
});

describe('a waiting list joined in French', () => {
  it('is confirmed, and told of the restock, in French, with links to the French pages', async () => {
    const joined = await call('POST', '/api/waitlist', {
      productId: boxy.id,
      color: 'black',
      size: 'l',
      email: 'lea@example.com',
      language: 'fr',
    });
    expect(joined.statusCode, joined.body).toBe(201);
    const confirmation = await mailTo('lea@example.com', `Vous êtes sur la liste${NB}: Boxy Tee (black, L)`);
    expect(confirmation.text).toContain('Nous vous écrirons une seule fois, quand Boxy Tee (black, L) sera de retour en stock.');
    expect(confirmation.text).toMatch(/Se désabonner\u00a0: http:\/\/shop\.test\/fr\/unsubscribe\/w\./);

    await t.database.db
      .update(productVariants)
      .set({ stock: 3 })
      .where(and(eq(productVariants.productId, boxy.id), eq(productVariants.color, 'black'), eq(productVariants.size, 'l')));
    await t.app.services.waitlist.notifyRestocked();
    const back = await mailTo('lea@example.com', `De retour en stock${NB}: Boxy Tee (black, L)`);
    expect(back.text).toContain('Boxy Tee (black, L) est de retour en stock.');
    expect(back.text).toContain(`Voir l’article${NB}: http://shop.test/fr/shop/boxy-tee?color=black&size=l`);
    expect(back.text).toMatch(/Se désabonner\u00a0: http:\/\/shop\.test\/fr\/unsubscribe\/w\./);
    expect(back.html).toContain('<html lang="fr">');
    expect(back.headerLines['list-unsubscribe']).toMatch(/^<http:\/\/shop\.test\/api\/unsubscribe\/w\./);
  });
});
