-- The Privacy page's second version, where the owner has not changed the first: the shop now sets a
-- currency and an announcement cookie beside the session's, and customers download their data and
-- delete their account themselves. An owner's own words are left as they are.
UPDATE "content_pages" SET "markdown" = $page$## Card payments

Card payments are processed by our payment provider on its own secure checkout page. Your card details go straight to the provider: {{shopName}} never sees them and stores no card data. We keep only the status and amount of each payment, to match it with your order.

## What we keep, and why

- **Your account:** your username, email address and a securely hashed form of your password (never the password itself), so that you can sign in and see your orders.
- **Your profile:** a picture, a short bio and a profession, only if you choose to add them.
- **Your orders:** the items, colours, sizes and amounts, with your email address, so that we can send your order, handle exchanges and keep the records the law asks of us.
- **Your reviews:** the rating, fit and text you post, shown publicly with your username until you delete them, and which reviews you found helpful (never shown to others).
- **Your messages:** what you send through the contact form, so that we can answer you.
- **Your wishlist and waiting lists:** the products you keep, and those you asked to hear about when they are back in stock, with your email address.
- **Your choices of emails:** for each kind you agree to, the date and the words you agreed to, so that we can show what you chose.

We never sell your data or use it for advertising. We share it only with the services that run the shop for us: the payment provider for payments and our email provider to deliver messages.

## Cookies

We use no tracking or advertising cookies. We set only these, each for something you asked for:

- **A session cookie** that keeps you signed in. It is set when you sign in, cannot be read by scripts on the page, and ends when you sign out.
- **currency**, set when you choose the currency prices are shown in, so that they stay in it. It is kept for a year.
- **shop_announcement_closed**, set when you close the announcement at the top of the page, so that it stays closed. It is kept for a year.

Your bag, your wishlist while you are not signed in, and a copy of your profile that lets pages show the right menu straight away, are kept in your browser's local storage on your own device.

## Your choices

You can change your profile and edit or delete your reviews at any time from your dashboard. Your profile also lets you download a copy of your data, delete your account, and choose the emails you get: news and offers, restock and wishlist alerts, and checkout reminders are each agreed to apart, and every such email has a link to stop it. If you prefer, write to [{{shopEmail}}](mailto:{{shopEmail}}).

## What we store, and for how long {#retention}

- **The mail we send you** (about your orders and your account, and the alerts you asked for) is kept in our outbox while it is sent, and deleted {{outboxRetentionDays}} days after it was queued.
- **Your visits:** our own analytics count the pages and products viewed, searches, the site that sent you, and steps to the bag and the checkout. Each event carries a random id for your browsing session, kept in your browser's session storage (not a cookie, and new each session), and the kind of device (mobile, tablet or desktop). They keep no IP address and no user agent. The events are deleted {{analyticsRetentionDays}} days after they happened; only daily totals stay. Nothing is recorded when your browser sends Global Privacy Control or Do Not Track.
- **The session cookie** is named {{sessionCookieName}}. A session ends after {{sessionIdleDays}} days without use, and at the latest {{sessionMaxDays}} days after you signed in.
- **Your sessions:** for each time you sign in, when it started and was last used, and the IP address and browser it came from, so that you can see where you are signed in and end any session from your profile. A session's record goes when you sign out or end it, or at your next sign-in once it has run out, and with your account.
- **A copy of your data** that you ask for is kept until you download it, and at most 24 hours.
- **A waiting list** request is kept until you leave the list; once we have told you the product is back, it stays as the record of that email.
- **Your account and your reviews** are kept until you delete them or ask us to; **your orders** stay for the records the law asks of us, also after an account is deleted, with your name, email address, phone number and address removed.
$page$, "seo_description" = $page$What the shop keeps about you, why, for how long, and the cookies it uses.$page$, "version" = 2, "updated_at" = now()
WHERE "handle" = 'privacy' AND "built_in" AND "version" = 1 AND "updated_by" IS NULL;--> statement-breakpoint
INSERT INTO "content_page_versions" ("page_id", "number", "title", "markdown", "seo_description", "author_id")
SELECT "id", 2, "title", "markdown", "seo_description", NULL FROM "content_pages"
WHERE "handle" = 'privacy' AND "built_in" AND "version" = 2 AND "updated_by" IS NULL
AND NOT EXISTS (SELECT 1 FROM "content_page_versions" v WHERE v."page_id" = "content_pages"."id" AND v."number" = 2);
