/**
 * The words of the mail a shopper gets, in English: the reference catalogue. Every other
 * language's catalogue is typed `MailWords` (fr.ts), so a key missing there, or one taking other
 * arguments, fails the type check. A message with arguments is a function of them; amounts come
 * in already written for the mail's locale, dates as they are kept. These are the words the shop
 * has always mailed: changing one changes what the mail tests read.
 *
 * The staff's mail (invitations, webhook endpoints turned off, contact messages to the shop)
 * stays in English and keeps its words beside its code.
 */
import { sizeLabel, type ExchangeState, type OrderStatus, type ReturnOutcome, type ReturnState } from '@shop/shared/constants';
import type { CreditKind } from '@shop/shared/credit.schema';
import { taxLabelOf } from '@shop/shared/pricing-labels';
import type { OrderPricing } from '@shop/shared/pricing';
import { DATA_EXPORT_RULE } from '@shop/shared/privacy.schema';
import { variantLabel } from '@shop/shared/variant';
import { plural } from './intl';

const LOCALE = 'en-US';

export const en = {
  layout: {
    /** The footer's link that stops a kind of mail. */
    unsubscribe: 'Unsubscribe',
    /** Beside the step an order or a return is at. */
    now: 'now',
    /** Between a label and its value in the plain text ('Total: $12.00'). */
    colon: ':',
  },

  /** A line's variant: 'black, M, SKU TEE-BK-M'; a size alone: 'XL', 'One size'. */
  variant: (line: { color: string; size: string; sku?: string }) => variantLabel(line),
  size: (size: string) => sizeLabel(size),
  yourOrder: 'Your order',
  questions: ({ email }: { email: string }) => `Questions? Write to ${email}.`,
  sendItemsTo: 'Send the items to',
  /** The first line of the return address when the shop gave none of its own. */
  returnsTeam: ({ shop }: { shop: string }) => `${shop} Returns`,
  moneyBackToCard: 'The money goes back to the card you paid with; your bank may take a few days to show it.',
  shopItNow: 'Shop it now',

  account: {
    verifySubject: ({ shop }: { shop: string }) => `${shop}: verify your email`,
    verifyHeading: 'Welcome. Please verify your email.',
    verifyIntro: 'Open the link below to show that this address is yours. It works once, for 24 hours.',
    verifyButton: 'Verify my email',
    verifyIgnore: 'If you did not create an account, you can ignore this email.',
    resetSubject: ({ shop }: { shop: string }) => `${shop}: reset your password`,
    /** `name` is null while the address is unproved. */
    resetHeading: ({ name }: { name: string | null }) =>
      name ? `Hello ${name}, here is your link to choose a new password.` : 'Hello, here is your link to choose a new password.',
    resetIntro: 'It works once, for one hour. Choosing a new password signs you out everywhere.',
    resetButton: 'Choose a new password',
    resetIgnore: 'If you did not ask for this, you can ignore this email: your password stays as it is.',
  },

  /** A change to how the account signs in. */
  security: {
    subject: ({ shop, what }: { shop: string; what: string }) => `${shop}: ${what}`,
    hello: ({ name }: { name: string }) => `Hello ${name},`,
    notYou: 'If this was not you, change your password at once and contact the shop.',
    notices: {
      twoFactorOn: {
        subject: 'two-factor sign-in is on',
        text: 'Two-factor sign-in was turned on for your account: signing in now asks for a code from your authenticator app.',
      },
      twoFactorOff: {
        subject: 'two-factor sign-in is off',
        text: 'Two-factor sign-in was turned off for your account: signing in asks for your password alone.',
      },
      recoveryCodes: {
        subject: 'new recovery codes',
        text: 'New recovery codes were made for your account. The earlier ones no longer work.',
      },
      recoveryCodeUsed: {
        subject: 'a recovery code was used',
        text: 'Someone signed in to your account with one of its recovery codes. Each code works once.',
      },
      passkeyAdded: {
        subject: 'a passkey was added',
        text: 'A passkey was added to your account: it signs in without your password, on the device that holds it.',
      },
      passkeyRemoved: {
        subject: 'a passkey was removed',
        text: 'A passkey was removed from your account: it no longer signs in.',
      },
    },
  },

  order: {
    statusTitle: 'Order status',
    /** A status as a sentence and the tracker name it. */
    status: { pending: 'pending', processing: 'processing', shipped: 'shipped', completed: 'completed' } satisfies Record<
      OrderStatus,
      string
    >,
    track: 'Track this order',
    confirmedSubject: ({ shop, order }: { shop: string; order: string }) => `${shop}: order ${order} confirmed`,
    confirmedHeading: ({ order }: { order: string }) => `Thank you for your order ${order}.`,
    /** `sendOn` as kept: `YYYY-MM-DD`. */
    giftCardFor: ({ to, sendOn }: { to: string; sendOn: string | null }) =>
      `Gift card for ${to}, ${sendOn ? `sent on ${sendOn}` : 'sent now'}`,
    subtotal: 'Subtotal',
    discount: ({ code }: { code: string }) => `Discount (${code})`,
    /** What the receipt calls the order's tax: 'Tax(6%)', 'incl. VAT'. */
    tax: (pricing: OrderPricing | null | undefined) => taxLabelOf(pricing),
    shipping: 'Shipping',
    shippingBy: ({ method }: { method: string }) => `Shipping: ${method}`,
    total: 'Total',
    paidByCredit: 'Paid by gift card or store credit',
    paidByCard: 'Paid by card',
    shippingAddress: 'Shipping address',
    statusSubject: ({ shop, order, status }: { shop: string; order: string; status: OrderStatus }) =>
      `${shop}: order ${order} is ${status}`,
    statusNews: {
      pending: 'Your order is waiting to be prepared.',
      processing: 'We are preparing your order.',
      shipped: 'Your order is on its way.',
      completed: 'Your order has arrived. We hope you love it.',
    } satisfies Record<OrderStatus, string>,
    statusNow: ({ order, status }: { order: string; status: OrderStatus }) => `Order ${order} is now ${status}.`,
    shippedWith: ({ carrier, number }: { carrier: string; number: string }) =>
      `Shipped with ${carrier}, tracking number ${number}. In this parcel:`,
    trackParcel: ({ carrier }: { carrier: string }) => `Track the parcel with ${carrier}`,
    shippingTo: 'Shipping to',
  },

  refund: {
    toCredit: ({ amount }: { amount: string }) =>
      `${amount} goes back to the gift card or store credit you paid with, ready to spend again.`,
    /** `amount` when part of the refund went to codes; null when all of it goes to the card. */
    toCard: ({ amount }: { amount: string | null }) =>
      `${amount ? `${amount} goes` : 'The money goes'} back to the card you paid with; your bank may take a few days to show it.`,
    wholeSubject: ({ shop, order }: { shop: string; order: string }) => `${shop}: order ${order} refunded`,
    wholeHeading: ({ order, amount }: { order: string; amount: string }) => `Your order ${order} has been refunded in full: ${amount}.`,
    partSubject: ({ shop, order, amount }: { shop: string; order: string; amount: string }) =>
      `${shop}: a refund of ${amount} on order ${order}`,
    partHeading: ({ order, amount }: { order: string; amount: string }) => `We have refunded ${amount} on your order ${order}.`,
    thisRefund: 'This refund',
    refundedInAll: 'Refunded in all',
    orderTotal: 'Order total',
    nowWhole: 'With it, the whole order has been refunded.',
  },

  reminder: {
    subject: 'You left something in your bag',
    heading: 'Still thinking it over?',
    intro: 'Your checkout closed before it was paid. Your bag is kept for you: one click puts it back.',
    total: 'Total at checkout',
    checkedAgain: 'Prices and stock are checked again when you come back.',
    restore: 'Restore my bag',
    keptAsItWas: 'Your checkout is kept as it was, with these items at these prices, for 30 days.',
    resume: 'Finish my checkout',
    orRestore: 'Want to change something first? Put these items back in your bag, at today’s prices:',
    why: ({ shop }: { shop: string }) => `You asked ${shop} for one reminder if you left your checkout.`,
  },

  returns: {
    statusTitle: 'Return status',
    status: {
      requested: 'requested',
      approved: 'approved',
      received: 'received',
      refunded: 'refunded',
      credited: 'credited',
      rejected: 'rejected',
    } satisfies Record<ReturnState, string>,
    line: ({ quantity, name, variant }: { quantity: number; name: string; variant: string }) => `${quantity} x ${name}: ${variant}`,
    requestedSubject: ({ shop, rma, order }: { shop: string; rma: string; order: string }) => `${shop}: return ${rma} for order ${order}`,
    requestedHeading: ({ rma }: { rma: string }) => `Your return number is ${rma}.`,
    requestedNext: ({ outcome }: { outcome: ReturnOutcome }) =>
      `We will look at your request and write again once it is approved, with where to send the items. ${
        outcome === 'credit' ? 'You asked for store credit.' : 'You asked for a refund to your card.'
      }`,
    news: {
      approved: ({ rma }: { rma: string }) => `Your return ${rma} is approved: send the items to the address below.`,
      received: 'We received the items you sent back.',
      refunded: ({ amount }: { amount: string }) => `We have refunded ${amount} to your card.`,
      credited: ({ amount }: { amount: string }) => `We have added ${amount} of store credit to your account.`,
      rejected: 'We could not accept your return.',
    },
    statusSubject: ({ shop, rma, status }: { shop: string; rma: string; status: ReturnState }) => `${shop}: return ${rma} is ${status}`,
    statusNow: ({ rma, order, status }: { rma: string; order: string; status: ReturnState }) =>
      `Return ${rma} (order ${order}) is now ${status}.`,
    howToSend: ({ rma }: { rma: string }) =>
      `Write ${rma} on the parcel and send the items, unused and in their original packaging. Return shipping is paid by you.`,
    creditCode: ({ code }: { code: string }) =>
      `Your store credit code is ${code}. Keep it: it holds the balance, which your account shows too.`,
  },

  exchanges: {
    statusTitle: 'Exchange status',
    status: {
      requested: 'requested',
      approved: 'approved',
      received: 'received',
      shipped: 'shipped',
      closed: 'closed',
      rejected: 'rejected',
    } satisfies Record<ExchangeState, string>,
    line: ({ quantity, name, from, to }: { quantity: number; name: string; from: string; to: string }) =>
      `${quantity} x ${name}: ${from} for ${to}`,
    requestedSubject: ({ shop, ra, order }: { shop: string; ra: string; order: string }) => `${shop}: exchange ${ra} for order ${order}`,
    requestedHeading: ({ ra }: { ra: string }) => `Your return authorization number is ${ra}.`,
    howToSend: ({ ra }: { ra: string }) =>
      `Write ${ra} on the parcel and send the items, unused and in their original packaging, to the address below. Return shipping is paid by you. We send the replacement once the items arrive.`,
    news: {
      approved: 'Your exchange is approved: the replacement is set aside for you.',
      received: 'We received the items you sent back.',
      shipped: 'Your replacement is on its way.',
      closed: 'Your exchange is complete. We hope the new fit is right.',
      rejected: 'We could not accept your exchange.',
    } satisfies Record<Exclude<ExchangeState, 'requested'>, string>,
    statusSubject: ({ shop, ra, status }: { shop: string; ra: string; status: ExchangeState }) => `${shop}: exchange ${ra} is ${status}`,
    statusNow: ({ ra, order, status }: { ra: string; order: string; status: ExchangeState }) =>
      `Exchange ${ra} (order ${order}) is now ${status}.`,
  },

  credit: {
    /** A bought gift card, named by its giver. */
    giftSubject: ({ shop, from, amount }: { shop: string; from: string; amount: string }) =>
      `${shop}: ${from} sent you a gift card of ${amount}`,
    subject: ({ shop, kind, amount }: { shop: string; kind: CreditKind; amount: string }) =>
      `${shop}: ${kind === 'gift-card' ? 'a gift card' : 'store credit'} of ${amount} for you`,
    heading: ({ toName, kind, amount }: { toName: string | null; kind: CreditKind; amount: string }) =>
      `${toName ? `${toName}, you` : 'You'} have ${kind === 'gift-card' ? 'a gift card' : 'store credit'} of ${amount}.`,
    from: ({ from }: { from: string }) => `From ${from}.`,
    code: ({ code }: { code: string }) => `Your code is ${code}. Keep it: it holds the balance.`,
    until: ({ day }: { day: Date }) => `It can be used until ${day.toISOString().slice(0, 10)}.`,
    balance: 'Check its balance',
  },

  waitlist: {
    joinedSubject: ({ product, variant }: { product: string; variant: string }) => `You're on the list: ${product} (${variant})`,
    joinedHeading: "You're on the list",
    joinedText: ({ product, variant }: { product: string; variant: string }) =>
      `We'll email you once when ${product} (${variant}) is back in stock. Shoppers on the list hear first, oldest first.`,
    joinedWhy: ({ shop }: { shop: string }) => `You asked ${shop} to tell you when this is back.`,
    backSubject: ({ product, variant }: { product: string; variant: string }) => `Back in stock: ${product} (${variant})`,
    backHeading: "It's back",
    backText: ({ product, variant }: { product: string; variant: string }) =>
      `${product} (${variant}) is back in stock. Units are few, and everyone on the list hears at about the same time, so don't wait too long.`,
    backWhy: ({ shop }: { shop: string }) => `You asked ${shop} to tell you when this was back. This is the only email about it.`,
  },

  wishlist: {
    why: ({ shop }: { shop: string }) => `You asked ${shop} to email you when something on your wishlist comes back or gets cheaper.`,
    backSubject: ({ item }: { item: string }) => `Back in stock: ${item}`,
    backHeading: 'Back on the shelf',
    backText: ({ item, price }: { item: string; price: string }) => `${item}, from your wishlist, is back in stock at ${price}.`,
    dropSubject: ({ item }: { item: string }) => `Price drop: ${item}`,
    dropHeading: 'Now for less',
    dropText: ({ item, price, was }: { item: string; price: string; was: string }) =>
      `${item}, from your wishlist, is now ${price} (it was ${was}).`,
  },

  privacy: {
    subject: 'Your data is ready to download',
    heading: 'Your data is ready',
    text: 'The copy of your data you asked for is ready: your account, addresses, orders, reviews, wishlist, waiting lists, consents, store credit and sign-ins, as a JSON file, and your orders as a CSV file.',
    button: 'Download your data',
    rule: ({ expires, hours }: { expires: Date; hours: number }) =>
      `${DATA_EXPORT_RULE} It expires ${expires.toUTCString()} (${plural(LOCALE, hours, { one: '# hour', other: '# hours' })}). If you did not ask for it, sign in and change your password.`,
  },
};

export type MailWords = typeof en;
