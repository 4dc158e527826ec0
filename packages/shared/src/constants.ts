/** Domain constants of the shop, in one place for the API and the web app. */

export const TAX_RATE = 0.06;
/** Tax as a whole percentage, so that cent arithmetic stays in integers. */
export const TAX_PERCENT = 6;
export const TAX_LABEL = `Tax(${TAX_PERCENT}%)`;

export const SHOP_PAGE_SIZE = 4;
export const SEARCH_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
/** The longest search an admin's list takes (an email address can be this long). */
export const ADMIN_SEARCH_MAX = 254;
export const MANAGE_PRODUCTS_PAGE_SIZE = 12;
/** A shopper's own lists (orders, payments, reviews) come in pages of this many. */
export const ACCOUNT_PAGE_SIZE = 20;
export const RELATED_PRODUCTS_LIMIT = 4;

export const TOAST_DURATION_MS = 2000;
export const BAG_SLIDE_MS = 300;
/** How long unused server data stays cached in the browser. */
export const QUERY_GC_TIME_MS = 60_000;

export const MIN_CART_QUANTITY = 1;
export const MAX_CART_QUANTITY = 99;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const REVIEW_COMMENT_MAX = 2000;
/** A product's reviews come in pages of this many (the product page's first page is server-rendered). */
export const REVIEW_PAGE_SIZE = 10;
/** The admin's list of every review, newest first. */
export const REVIEW_ADMIN_PAGE_SIZE = 20;

/** How a piece fits, as a review may say: 'Runs small', 'True to size' or 'Runs large'. */
/** How many photos a verified buyer may add to one review. */
export const REVIEW_PHOTOS_MAX = 4;
/** The longest usual size a reviewer may share ('XL', 'EU 42'). */
export const REVIEW_USUAL_SIZE_MAX = 20;
/** How many buyers' photos a product's gallery shows. */
export const REVIEW_GALLERY_SIZE = 24;
export const REVIEW_FITS = ['small', 'true', 'large'] as const;
export type ReviewFit = (typeof REVIEW_FITS)[number];
export const REVIEW_SORTS = ['helpful', 'newest', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
/** 'Most helpful' first; ties (and reviews without votes) newest first. */
export const DEFAULT_REVIEW_SORT: ReviewSort = 'helpful';

export const ESTABLISHED_YEAR = 2010;
/** Exchange policy: days after purchase within which an exchange may be requested. */
export const EXCHANGE_WINDOW_DAYS = 30;
/**
 * An exchange's way: requested by the customer; approved (the replacement is set aside) or
 * rejected (with a reason); the returned item received; the replacement shipped; closed.
 */
export const EXCHANGE_STATES = ['requested', 'approved', 'received', 'shipped', 'closed', 'rejected'] as const;
export type ExchangeState = (typeof EXCHANGE_STATES)[number];
/** What an admin does to an exchange: each is `POST /api/exchanges/{id}/{action}`. */
export const EXCHANGE_ACTIONS = ['approve', 'reject', 'receive', 'ship', 'close'] as const;
export type ExchangeAction = (typeof EXCHANGE_ACTIONS)[number];
/** The moves allowed from each state; the API refuses any other with 400. */
export const EXCHANGE_NEXT_ACTIONS: Record<ExchangeState, readonly ExchangeAction[]> = {
  requested: ['approve', 'reject'],
  approved: ['receive', 'reject'],
  received: ['ship'],
  shipped: ['close'],
  closed: [],
  rejected: [],
};
/** Where each move takes an exchange, and what the shop answers when the move is made. */
export const EXCHANGE_MOVES = {
  approve: { to: 'approved', message: 'Exchange approved.' },
  receive: { to: 'received', message: 'Returned items received.' },
  ship: { to: 'shipped', message: 'Replacement shipped.' },
  close: { to: 'closed', message: 'Exchange closed.' },
  reject: { to: 'rejected', message: 'Exchange rejected.' },
} as const satisfies Record<ExchangeAction, { to: ExchangeState; message: string }>;
/**
 * A return for the customer's money (or store credit), when the shop takes returns: requested;
 * approved or rejected (with a reason); the items received; then refunded or credited.
 */
export const RETURN_STATES = ['requested', 'approved', 'received', 'refunded', 'credited', 'rejected'] as const;
export type ReturnState = (typeof RETURN_STATES)[number];
/** What an admin does to a return: each is `POST /api/returns/{id}/{action}`. */
export const RETURN_ACTIONS = ['approve', 'reject', 'receive', 'refund', 'credit'] as const;
export type ReturnAction = (typeof RETURN_ACTIONS)[number];
/** The moves allowed from each state, read by the API and the dashboard alike; the API refuses any other with 400. */
export const RETURN_NEXT_ACTIONS: Record<ReturnState, readonly ReturnAction[]> = {
  requested: ['approve', 'reject'],
  approved: ['receive', 'reject'],
  received: ['refund', 'credit'],
  refunded: [],
  credited: [],
  rejected: [],
};
/** Where each move takes a return, and what the shop answers when it is made. */
export const RETURN_MOVES = {
  approve: { to: 'approved', message: 'Return approved.' },
  reject: { to: 'rejected', message: 'Return rejected.' },
  receive: { to: 'received', message: 'Returned items received.' },
  refund: { to: 'refunded', message: 'Return refunded.' },
  credit: { to: 'credited', message: 'Return credited as store credit.' },
} as const satisfies Record<ReturnAction, { to: ReturnState; message: string }>;
/** What a customer asks for a return: their money back, or store credit (with the shop's bonus). */
export const RETURN_OUTCOMES = ['refund', 'credit'] as const;
export type ReturnOutcome = (typeof RETURN_OUTCOMES)[number];
/**
 * Whether a return was about the size, as the customer says: bought too small (the next size up
 * would have fitted) or too large (the next size down). Counted with the exchanges from size to
 * size in the product page's fit line and the admin's sizes most swapped.
 */
export const RETURN_FITS = ['too-small', 'too-large'] as const;
export type ReturnFit = (typeof RETURN_FITS)[number];
/** The EU and UK right of withdrawal: 14 days from delivery, whatever the shop's own window. */
export const WITHDRAWAL_DAYS = 14;

export const COPYRIGHT_YEAR = 2025;

/** Storefront filter values (docs/product.md); `all` means no filter. */
export const STOREFRONT_CATEGORIES = ['womens', 'mens', 'kids'] as const;
export const STOREFRONT_COLORS = ['black', 'red', 'blue', 'green', 'pink'] as const;
export const SIZES = ['s', 'm', 'l', 'xl'] as const;
/** Accessories and cosmetics come in one size: it is chosen already on their page. */
export const ONE_SIZE = 'one-size';
/** Every size a product can be offered in (the admin form's choices). */
export const PRODUCT_SIZES = [...SIZES, ONE_SIZE] as const;
export const FILTER_ALL = 'all';

/** The admin's catalogue values, beside the storefront's. */
export const ADMIN_CATEGORIES = ['accessories', 'dress', 'jewellery', 'cosmetics'] as const;

/** The storefront's and the admin's values are one catalogue: every product is findable. */
export const CATEGORIES = [...STOREFRONT_CATEGORIES, ...ADMIN_CATEGORIES] as const;
export const COLORS = ['black', 'red', 'blue', 'green', 'pink', 'gold', 'silver', 'beige'] as const;

export type Category = (typeof CATEGORIES)[number];
export type Color = (typeof COLORS)[number];
export type Size = (typeof SIZES)[number];
export type ProductSize = (typeof PRODUCT_SIZES)[number];

/** How a size reads on screen and in mail: 'xl' -> 'XL', 'one-size' -> 'One size'. */
export function sizeLabel(size: string): string {
  return size === ONE_SIZE ? 'One size' : size.toUpperCase();
}

export interface PriceRange {
  label: string;
  min: number;
  /** Dollars; null means no upper bound. */
  max: number | null;
}

export const PRICE_RANGES: readonly PriceRange[] = [
  { label: 'Under $50', min: 0, max: 50 },
  { label: '$50 - $100', min: 50, max: 100 },
  { label: '$100 - $200', min: 100, max: 200 },
  { label: '$200 and above', min: 200, max: null },
];

export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'completed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Whether a change of status takes an order back along its steps (shipped -> processing): the admin confirms it first. */
export function isStepBack(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_STATUSES.indexOf(to) < ORDER_STATUSES.indexOf(from);
}

export const ORDER_STATUS_TEXT: Record<OrderStatus, string> = {
  pending: 'Your order has been created and is awaiting processing.',
  processing: 'Your order is currently being processed.',
  shipped: 'Your order has been shipped.',
  completed: 'Your order has been successfully completed.',
};

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'expired', 'flagged', 'partially_refunded', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/**
 * Paid, and the shop keeps at least part of the money: the order goes on (it ships, its lines
 * can be exchanged, its buyer is verified), and it counts in the revenue, less its refunds.
 */
export const PAID_STATUSES = ['paid', 'partially_refunded'] as const satisfies readonly PaymentStatus[];
export const isPaid = (status: string): boolean => (PAID_STATUSES as readonly string[]).includes(status);
/** The orders a customer sees in their dashboard, and the admin's list without a filter. */
export const PLACED_STATUSES = ['paid', 'flagged', 'partially_refunded', 'refunded'] as const satisfies readonly PaymentStatus[];
/** Paid orders a refund can still give money back on. */
export const REFUNDABLE_STATUSES = ['paid', 'flagged', 'partially_refunded'] as const satisfies readonly PaymentStatus[];
/** The longest reason a refund may give. */
export const REFUND_REASON_MAX = 500;

/** The largest image an upload may be: the form checks it before sending, the server refuses more. */
export const MAX_UPLOAD_MB = 5;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;
/** The most pixels an upload may hold (width x height), so that no image costs more memory than this to decode. */
export const MAX_UPLOAD_MEGAPIXELS = 24;
/** The image types an upload may be, checked by their bytes on the server. */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
/** The accepted types in words, for hints and refusals. */
export const UPLOAD_IMAGE_TYPES_TEXT = 'JPEG, PNG, WebP or AVIF';
/** How many pictures a product may have after its main one. */
export const MAX_GALLERY_PICTURES = 12;

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const PRODUCT_SORTS = ['newest', 'price-asc', 'price-desc', 'rating'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
/** The shop's order when none is asked for (and there are no search words to rank by). */
export const DEFAULT_PRODUCT_SORT: ProductSort = 'newest';
