import type { BuiltInPage } from '../page-content.schema';

/**
 * The five pages a shop starts with, as migration 0043 writes their first version (the words the
 * storefront showed when they were React code, placeholders where it showed a setting). The
 * API's tests check that the migrated rows are these, word for word; the web's tests show them.
 */
export const FIRST_PAGES: Record<BuiltInPage, { title: string; seoDescription: string; markdown: string }> = {
  about: {
    title: 'About the studio',
    seoDescription: 'A small apparel and design studio: everyday cotton tees for womens, mens and kids, cut, printed and packed by hand.',
    markdown: `{{shopName}} is a small apparel and design studio, established in {{establishedYear}}. We make everyday cotton tees for womens, mens and kids, and we still cut, print and pack them ourselves.

## How it started {#beginnings}

The studio opened in {{establishedYear}} with a second-hand screen-printing press, a borrowed cutting table and one idea: a tee should feel as good on its hundredth wear as on its first. The first run was forty shirts, printed by hand and sold to friends, neighbours and the people who wandered in to ask what the smell of ink was about.

They came back for a second tee, then brought their kids. The press is still here; it has simply been joined by a few more hands, a proper cutting table and a wall of thread.

## What we make {#what-we-make}

Tees for womens, mens and kids, in a handful of cuts we refine every season rather than replace. Colours are chosen to work together, so this year's sage sits happily beside last year's clay. Prints are drawn in the studio and pulled by hand, a few dozen at a time.

## How we work {#how-we-work}

### Cotton first

We choose combed, ring-spun cotton for its softness and strength, and pre-shrink it before we cut, so a tee keeps its size.

### Small runs

We cut and print in small batches. Little goes unsold, nothing is made in a hurry, and a colour can return when you ask for it.

### Made to be worn often

Double-stitched hems, taped shoulders and water-based prints that move with the fabric instead of cracking.

### Real people, straight answers

The people who fold your order also read your messages. Ask us about a fit, a fabric or a parcel and we will tell you plainly.

## More than tees {#more-than-tees}

Over the years other small brands asked how we run our shop, shoot our pictures and draw our prints. So the studio now lends the same care to their stories:

- [**Web Services**: shops and sites for small brands](/services)
- [**Photography**: product and lookbook shoots](/photography)
- [**Design**: print artwork, labels and identities](/design)
`,
  },
  terms: {
    title: 'Terms and Conditions',
    seoDescription: 'How buying from the shop works, how exchanges work and how we look after your data.',
    markdown: `These terms explain how buying from {{shopName}} works, how exchanges work and how we look after your data. Please read them before you order.

## Using this shop {#terms}

By placing an order with {{shopName}} you accept these terms. If anything here is unclear, write to [{{shopEmail}}](mailto:{{shopEmail}}) before you order and we will explain.

Prices are shown in US dollars. A {{taxPercent}}% sales tax is added to the total and shown in your bag as {{taxLabel}} before you pay. An order is confirmed once the payment has gone through; you then see its confirmation and can follow it from your account. Stock is checked when you pay, so every item in a confirmed order is set aside for you.

Keep your password to yourself; you are responsible for what is done with your account. Reviews you post appear with your username and should be about the product. You can edit or delete your own reviews at any time, from the product page or from Your given Reviews in your dashboard. We may remove reviews that are abusive or off topic, and close accounts used for fraud.
`,
  },
  'refund-policy': {
    title: 'Refund Policy',
    seoDescription: 'Exchanges only, no refunds: the conditions, and how to ask for an exchange.',
    markdown: `We offer **exchanges only**; we do not give refunds. If a size or colour is not right, we will gladly exchange it under these conditions:

- The exchange must be requested within {{exchangeWindowDays}} days of purchase.
- The item must be unused and in its original packaging.
- The customer pays the return shipping.
- Final-sale items are excluded and cannot be exchanged.
- A return authorization number is issued for every accepted request.

## How to ask for an exchange

1. Write to [{{shopEmail}}](mailto:{{shopEmail}}) within {{exchangeWindowDays}} days of purchase with your order number, the item, and the size or colour you would like instead.
2. We check the request and send you a return authorization number.
3. Pack the item, unused and in its original packaging, write the return authorization number on the parcel and send it to us at your own cost. We cannot accept parcels without that number.
4. When the item arrives and we have checked it, we send you the exchanged item.
`,
  },
  privacy: {
    title: 'Privacy Policy',
    seoDescription: 'What the shop keeps about you, why, for how long, and the one cookie it uses.',
    markdown: `## Card payments

Card payments are processed by our payment provider on its own secure checkout page. Your card details go straight to the provider: {{shopName}} never sees them and stores no card data. We keep only the status and amount of each payment, to match it with your order.

## What we keep, and why

- **Your account:** your username, email address and a securely hashed form of your password (never the password itself), so that you can sign in and see your orders.
- **Your profile:** a picture, a short bio and a profession, only if you choose to add them.
- **Your orders:** the items, colours, sizes and amounts, with your email address, so that we can send your order, handle exchanges and keep the records the law asks of us.
- **Your reviews:** the rating, fit and text you post, shown publicly with your username until you delete them, and which reviews you found helpful (never shown to others).
- **Your messages:** what you send through the contact form, so that we can answer you.

We never sell your data or use it for advertising. We share it only with the services that run the shop for us: the payment provider for payments and our email provider to deliver messages.

## Cookies

We use one cookie: a session cookie that keeps you signed in. It is set when you sign in, cannot be read by scripts on the page, and ends when you sign out. We use no tracking or advertising cookies. Your bag, and a copy of your profile that lets pages show the right menu straight away, are kept in your browser's local storage on your own device.

## Your choices

You can change your profile and edit or delete your reviews at any time from your dashboard. To receive a copy of your data or to have your account deleted, write to [{{shopEmail}}](mailto:{{shopEmail}}).

## What we store, and for how long {#retention}

- **The mail we send you** (about your orders and your account, and the alerts you asked for) is kept in our outbox while it is sent, and deleted {{outboxRetentionDays}} days after it was queued.
- **Your visits:** our own analytics count the pages and products viewed, searches, the site that sent you, and steps to the bag and the checkout. Each event carries a random id for your browsing session, kept in your browser's session storage (not a cookie, and new each session), and the kind of device (mobile, tablet or desktop). They keep no IP address and no user agent. The events are deleted {{analyticsRetentionDays}} days after they happened; only daily totals stay. Nothing is recorded when your browser sends Global Privacy Control or Do Not Track.
- **The session cookie** is named {{sessionCookieName}}. A session ends after {{sessionIdleDays}} days without use, and at the latest {{sessionMaxDays}} days after you signed in.
- **Your account and your reviews** are kept until you delete them or ask us to; **your orders** stay for the records the law asks of us, also after an account is deleted.
`,
  },
  help: {
    title: 'The benefits of cotton shirts',
    seoDescription: 'Why our tees are cotton, how to care for them, and answers to common questions.',
    markdown: `Every tee we make starts with cotton. Here is why, and how to keep yours feeling new for years.

## Why cotton {#benefits}

### Breathable

Cotton fibres let air move through the knit and carry warmth away from your skin, so a tee stays comfortable from a warm afternoon to a cool evening.

### Soft

Natural cotton is smooth and supple. Combed, ring-spun yarn, the kind we use, feels soft from the first wear and softer with every wash.

### Durable

Cotton is strong, and even stronger when wet, so it stands up to frequent washing. A well-knit tee keeps its shape for years.

### Hypoallergenic

Cotton rarely irritates the skin or causes allergic reactions, which makes it a kind choice for sensitive skin and for kids.

### Absorbent

Cotton takes up moisture and lets it evaporate, so you feel drier and fresher on long, busy days.

### Natural

Cotton is a plant fibre. At the end of a long life, a pure cotton tee breaks down naturally, unlike synthetic fabrics.

## Caring for your cotton {#care}

1. ### Wash cool, inside out

   Use 30 °C (86 °F) or colder, with similar colours. Cool water protects the colour and the print, and keeps the size.

2. ### Go gentle on detergent

   A mild detergent is enough. Skip bleach: it weakens the fibres and fades prints.

3. ### Dry flat or on a line

   Air drying is kindest. If you use a dryer, choose low heat and take the tee out while it is still slightly damp.

4. ### Iron inside out

   Medium heat, on the reverse side, and never directly over a print.

5. ### Fold, do not hang

   Store knits folded, so the shoulders do not stretch on a hanger over time.

## Good to know {#questions}

<details>
<summary>Will my tee shrink?</summary>

Our cotton is pre-shrunk before it is cut, so a tee washed cool and dried on low heat keeps its size. Very hot washes or dryers can still shrink any cotton a little, so follow the care label.

</details>

<details>
<summary>Why do the colours look softer after a few washes?</summary>

Cotton dyes settle with the first washes, which gives our tees their lived-in look. Washing cool and inside out keeps that change small.

</details>

<details>
<summary>Which size should I choose?</summary>

Every product page lists its sizes ({{sizes}}). If you are between two sizes, choose the larger for a relaxed fit and the smaller for a close one.

</details>

## Still have a question? {#help-more}

Ask us about a fit, a fabric or a care label at [{{shopEmail}}](mailto:{{shopEmail}}), or through the [contact page](/contact). Exchanges are explained in our [Refund Policy](/terms#refund).
`,
  },
};

/**
 * The Privacy page's second version, written by migration 0055 where the owner had not changed the
 * first: the shop had come to set a currency and an announcement cookie beside the session's, and
 * to let customers download their data and delete their account themselves. Made from the first by
 * what changed, each passage found exactly once.
 */
export const PRIVACY_SECOND_VERSION = {
  title: FIRST_PAGES.privacy.title,
  seoDescription: 'What the shop keeps about you, why, for how long, and the cookies it uses.',
  markdown: replacedOnce(FIRST_PAGES.privacy.markdown, [
    [
      `- **Your messages:** what you send through the contact form, so that we can answer you.
`,
      `- **Your messages:** what you send through the contact form, so that we can answer you.
- **Your wishlist and waiting lists:** the products you keep, and those you asked to hear about when they are back in stock, with your email address.
- **Your choices of emails:** for each kind you agree to, the date and the words you agreed to, so that we can show what you chose.
`,
    ],
    [
      `We use one cookie: a session cookie that keeps you signed in. It is set when you sign in, cannot be read by scripts on the page, and ends when you sign out. We use no tracking or advertising cookies. Your bag, and a copy of your profile that lets pages show the right menu straight away, are kept in your browser's local storage on your own device.`,
      `We use no tracking or advertising cookies. We set only these, each for something you asked for:

- **A session cookie** that keeps you signed in. It is set when you sign in, cannot be read by scripts on the page, and ends when you sign out.
- **currency**, set when you choose the currency prices are shown in, so that they stay in it. It is kept for a year.
- **shop_announcement_closed**, set when you close the announcement at the top of the page, so that it stays closed. It is kept for a year.

Your bag, your wishlist while you are not signed in, and a copy of your profile that lets pages show the right menu straight away, are kept in your browser's local storage on your own device.`,
    ],
    [
      `To receive a copy of your data or to have your account deleted, write to`,
      `Your profile also lets you download a copy of your data, delete your account, and choose the emails you get: news and offers, restock and wishlist alerts, and checkout reminders are each agreed to apart, and every such email has a link to stop it. If you prefer, write to`,
    ],
    [
      `at the latest {{sessionMaxDays}} days after you signed in.
`,
      `at the latest {{sessionMaxDays}} days after you signed in.
- **Your sessions:** for each time you sign in, when it started and was last used, and the IP address and browser it came from, so that you can see where you are signed in and end any session from your profile. A session's record goes when you sign out or end it, or at your next sign-in once it has run out, and with your account.
- **A copy of your data** that you ask for is kept until you download it, and at most 24 hours.
- **A waiting list** request is kept until you leave the list; once we have told you the product is back, it stays as the record of that email.
`,
    ],
    [
      `also after an account is deleted.
`,
      `also after an account is deleted, with your name, email address, phone number and address removed.
`,
    ],
  ]),
};

/** `text` with each passage replaced by its new words; a passage not found exactly once is a mistake. */
function replacedOnce(text: string, changes: readonly (readonly [string, string])[]): string {
  return changes.reduce((changed, [passage, words]) => {
    if (changed.split(passage).length !== 2) throw new Error(`Not found exactly once: ${passage.slice(0, 60)}`);
    return changed.replace(passage, () => words);
  }, text);
}
