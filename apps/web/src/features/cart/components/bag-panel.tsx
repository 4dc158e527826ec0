import { BAG_SLIDE_MS, MAX_CART_QUANTITY, MIN_CART_QUANTITY } from '@shop/shared/constants';
import { CHECKOUT_REMINDER_CONSENT, type CartItem } from '@shop/shared/cart';
import { totalsInCents } from '@shop/shared/cart-totals';
import { countryCurrency } from '@shop/shared/country-currency';
import { BASE_CURRENCY, toMinor, type CurrencyCode } from '@shop/shared/currency';
import type { ShippingRate } from '@shop/shared/money';
import { OPEN_BAG_PARAM, paths } from '@shop/shared/routes';
import { Lock, Minus, Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { Button, buttonStyles } from '@/components/ui/button';
import { SideSheet } from '@/components/ui/side-sheet';
import { Skeleton } from '@/components/ui/skeleton';
import { TotalsList, totalsFromDollars } from '@/components/ui/totals-list';
import { EmailField } from '@/components/ui/field';
import type { AuthRedirectState } from '@/features/auth/redirect-state';
import { useShopperCurrency, type ShopperCurrency } from '@/features/currencies/shopper-currency';
import { useSizeLabel } from '@/i18n/size-label';
import { FinalSaleBadge } from '@/features/exchanges/components/final-sale-badge';
import { useSettings } from '@/features/settings/api/get-settings';
import { ApiError } from '@/lib/api-client';
import { apiFieldErrors } from '@/lib/api-error-detail';
import { browserNavigation } from '@/lib/browser-navigation';
import { cn } from '@/lib/class-names';
import { formatDay, giftCardRecipient } from '@/lib/format';
import { formatAmount } from '@/lib/money-amount';
import { useCreateCheckoutSession } from '../api/create-checkout-session';
import { bagLineKey } from '../api/price-bag';
import { useCartStore } from '../cart-store';
import { useBagDiscount, type BagDiscount } from '../use-bag-discount';
import type { BagDelivery } from '../api/create-checkout-session';
import { storedDelivery, storeDelivery } from '../bag-delivery';
import { DeliveryChoice } from './delivery-choice';
import { DiscountCodeField } from './discount-code-field';
import { CreditCodeField } from './credit-code-field';
import { useBagCredit, type BagCredit } from '../use-bag-credit';
import { useLanguage, useLaterMessages, useT } from '@/i18n/i18n';

/** A refused checkout: the server's message, per line where it names one, for the bag it refused. */
interface CheckoutProblem {
  message: string;
  lines: Record<number, string>;
  /** What is wrong with a guest's email, shown under the field. */
  email?: string;
  /** Why the bag's discount code no longer applies, shown under its field... */
  discountCode?: string;
  /** ...while the bag holds the code it was about. */
  codeSent?: string | null;
  /** Why the gift card or store credit cannot pay, shown under its field while the bag holds that code. */
  creditCode?: string;
  creditSent?: string | null;
  /** The bag the server refused; once the bag changes, the problem may be solved. */
  products: CartItem[];
}

/** The 'Your Bag' side panel. */
export function BagPanel({ signedIn }: { signedIn: boolean }) {
  useLaterMessages();
  const isOpen = useCartStore((state) => state.isBagOpen);
  const closeBag = useCartStore((state) => state.closeBag);
  const products = useCartStore((state) => state.products);
  const [problem, setProblem] = useState<CheckoutProblem | null>(null);
  // A problem belongs to the bag it was about: any change to the bag hides it.
  const current = problem && problem.products === products ? problem : null;
  const t = useT();
  const { locale } = useLanguage();
  // Where it goes, how it is paid and its code, held here: the lines and the summary show the same price of the bag.
  const [delivery, setDelivery] = useState<BagDelivery>(storedDelivery);
  const chooseDelivery = (next: BagDelivery) => {
    setDelivery(next);
    storeDelivery(next);
  };
  const credit = useBagCredit();
  // In the shopper's currency; one who never chose offered the destination's (docs/decisions/045).
  const currency = useShopperCurrency(countryCurrency(delivery.country));
  const discount = useBagDiscount(products, delivery, credit, { currency: currency.param, enabled: isOpen });
  const priced = discount.applied ?? discount.priced;
  const unitPrices = new Map(priced?.lineKeys.map((key, index) => [key, priced.linePrices?.[index]]));
  /** A line's unit price as the server priced it, in the bag's currency; null until it has (in another currency than the base). */
  const unitPrice = (item: CartItem): string | null => {
    const amount = unitPrices.get(bagLineKey(item));
    if (amount != null && priced?.currency) return formatAmount(amount, priced.currency, locale);
    // Before it is priced in the base currency, and a line it cannot sell in another (a gift card): its own price.
    return amount === undefined && currency.param ? null : formatAmount(item.price, BASE_CURRENCY, locale);
  };

  return (
    <SideSheet
      open={isOpen}
      onClose={closeBag}
      title={t('bag.title')}
      durationMs={BAG_SLIDE_MS}
      footer={
        products.length > 0 ? (
          <OrderSummary
            signedIn={signedIn}
            onNavigate={closeBag}
            problem={current}
            onProblem={setProblem}
            delivery={delivery}
            onDelivery={chooseDelivery}
            credit={credit}
            discount={discount}
            currency={currency}
          />
        ) : undefined
      }
    >
      {products.length === 0 ? (
        <div className="flex flex-col items-center gap-4 py-16 text-center">
          <p className="font-display text-xl">{t('bag.empty')}</p>
          <p className="text-muted">{t('bag.emptyDetail')}</p>
          <Link to={paths.shop} onClick={closeBag} className={buttonStyles({ variant: 'secondary' })}>
            {t('bag.continueShopping')}
          </Link>
        </div>
      ) : (
        <ol className="divide-y divide-line" aria-label={t('bag.items')}>
          {products.map((item, index) => (
            <BagLine key={bagLineKey(item)} item={item} index={index} price={unitPrice(item)} problem={current?.lines[index]} />
          ))}
        </ol>
      )}
    </SideSheet>
  );
}

/** `?bag=open` opens the panel, then leaves the address as it was without it. */
function BagLine({ item, index, price, problem }: { item: CartItem; index: number; price: string | null; problem: string | undefined }) {
  const increment = useCartStore((state) => state.increment);
  const decrement = useCartStore((state) => state.decrement);
  const remove = useCartStore((state) => state.remove);
  const t = useT();
  const { locale } = useLanguage();
  const sizeLabel = useSizeLabel();
  const gift = item.giftCard;
  // A gift card's sending day is a day in UTC (`YYYY-MM-DD`): shown as that day wherever the shopper is.
  const details = gift ? '' : [item.color, sizeLabel(item.size)].filter(Boolean).join(' · ');
  // The same tee in two sizes is two lines, and so are gift cards for two people: each button names its own.
  const label = gift
    ? t('bag.line.giftFor', { name: item.name, to: gift.to })
    : [item.name, item.color, sizeLabel(item.size)].filter(Boolean).join(', ');

  return (
    <li className="flex gap-3 py-4">
      <span className="w-5 pt-1 text-sm text-muted tabular-nums">{index + 1}.</span>
      <img src={item.image} alt="" width={64} height={80} className="h-20 w-16 shrink-0 rounded-md bg-sand object-cover" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="line-clamp-2 font-medium">{item.name}</p>
            {details ? <p className="text-sm text-muted capitalize">{details}</p> : null}
            {gift ? (
              <>
                <p className="text-sm break-words text-muted">{t('bag.line.giftCardFor', { recipient: giftCardRecipient(gift) })}</p>
                {gift.sendOn ? <p className="text-sm text-muted">{t('bag.line.sentOn', { day: formatDay(gift.sendOn, locale) })}</p> : null}
              </>
            ) : null}
            {item.finalSale ? <FinalSaleBadge className="mt-1" /> : null}
          </div>
          {price === null ? <Skeleton className="h-5 w-16 shrink-0" /> : <p className="shrink-0 font-medium tabular-nums">{price}</p>}
        </div>
        <div className="flex items-center justify-between">
          <div className="flex items-center rounded-full border border-line">
            <Button
              variant="ghost"
              size="icon"
              onClick={() => decrement(item)}
              disabled={item.quantity <= MIN_CART_QUANTITY}
              aria-label={t('bag.line.decrease', { label })}
            >
              <Minus aria-hidden="true" className="size-4" />
            </Button>
            <span className="w-6 text-center tabular-nums" aria-live="polite">
              <span className="sr-only">{t('bag.line.quantity')} </span>
              {item.quantity}
            </span>
            <Button
              variant="ghost"
              size="icon"
              onClick={() => increment(item)}
              disabled={item.quantity >= MAX_CART_QUANTITY}
              aria-label={t('bag.line.increase', { label })}
            >
              <Plus aria-hidden="true" className="size-4" />
            </Button>
          </div>
          <button
            type="button"
            onClick={() => remove(item)}
            aria-label={t('bag.line.remove', { label })}
            className="min-h-touch px-2 text-sm text-muted underline underline-offset-4 hover:text-ink"
          >
            {t('bag.remove')}
          </button>
        </div>
        {problem ? <p className="text-sm text-danger">{problem}</p> : null}
      </div>
    </li>
  );
}

function OrderSummary({
  signedIn,
  onNavigate,
  problem,
  onProblem,
  delivery,
  onDelivery: chooseDelivery,
  credit,
  discount,
  currency,
}: {
  signedIn: boolean;
  onNavigate: () => void;
  problem: CheckoutProblem | null;
  onProblem: (problem: CheckoutProblem | null) => void;
  delivery: BagDelivery;
  onDelivery: (next: BagDelivery) => void;
  credit: BagCredit;
  discount: BagDiscount;
  currency: ShopperCurrency;
}) {
  const products = useCartStore((state) => state.products);
  const location = useLocation();
  const checkout = useCreateCheckoutSession();
  const shipping = useSettings().data?.shipping;
  const priced = discount.priced;
  const [email, setEmail] = useState('');
  // Unticked by default: one reminder only for a shopper who asks.
  const [remindMe, setRemindMe] = useState(false);
  // Pending until the browser has left for the checkout page, so it cannot be pressed twice.
  const [leaving, setLeaving] = useState(false);
  const busy = checkout.isPending || leaving;
  const t = useT();
  const language = useLanguage();

  const signInState: AuthRedirectState = {
    from: { pathname: location.pathname, search: withOpenBag(location.search), hash: location.hash },
  };

  const startCheckout = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    // A guest's empty email is refused here, before anything is sent.
    if (!signedIn && !email.trim()) {
      const message = t('bag.guestEmailRequired');
      onProblem({ message, lines: {}, email: message, products });
      return;
    }
    onProblem(null);
    checkout.mutate(
      {
        lines: products,
        email: signedIn ? undefined : email.trim(),
        discountCode: discount.code ?? undefined,
        delivery,
        payment: { creditCode: credit.creditCode, useAccountCredit: credit.useAccountCredit },
        remindMe,
        // The card page, the return to the shop and the order's mails speak the page's language.
        language: language.code,
        // Charged and kept in the currency the bag was priced in.
        currency: currency.param,
      },
      {
        onSuccess: ({ url }) => {
          setLeaving(true);
          browserNavigation.assign(url);
        },
        onError: (error) => {
          const refused = {
            ...checkoutProblem(error, products, t('bag.checkoutFailed')),
            codeSent: discount.code,
            creditSent: credit.creditCode,
          };
          onProblem(refused);
          // The code's refusal may change the bag's price too: the totals follow.
          if (refused.discountCode || refused.creditCode) discount.recheck();
        },
      },
    );
  };

  return (
    <section aria-labelledby="order-summary-title">
      <h3 id="order-summary-title" className="mb-3 text-lg">
        {t('bag.summary')}
      </h3>
      {priced?.destinationMatters ? <DeliveryChoice priced={priced} delivery={delivery} onChange={chooseDelivery} /> : null}
      <DiscountCodeField discount={discount} checkoutProblem={problem?.codeSent === discount.code ? problem.discountCode : undefined} />
      <CreditCodeField
        credit={credit}
        priced={priced}
        applying={discount.repricing}
        signedIn={signedIn}
        checkoutProblem={problem?.creditSent === credit.creditCode ? problem.creditCode : undefined}
      />
      <BagTotals products={products} shipping={shipping} discount={discount} base={!currency.param} />
      <form onSubmit={startCheckout} noValidate>
        {signedIn ? null : (
          <div className="mt-4 space-y-3 text-sm">
            {/* On the summary's sand, a paper box; Sign In is a full-height touch target. */}
            <p className="flex items-center justify-between gap-2 rounded-md border border-line bg-paper py-1 pr-1 pl-3">
              {t('bag.signInToBuy')}{' '}
              <Link
                to={paths.login}
                state={signInState}
                onClick={onNavigate}
                className="inline-flex min-h-touch shrink-0 items-center rounded-md px-3 font-medium whitespace-nowrap text-clay underline underline-offset-4 hover:text-ink"
              >
                {t('bag.signIn')}
              </Link>
            </p>
            <p className="flex items-center gap-3 text-xs tracking-wide text-muted uppercase" aria-hidden="true">
              <span className="h-px flex-1 bg-line" />
              {t('bag.or')}
              <span className="h-px flex-1 bg-line" />
            </p>
            <div>
              <p className="font-medium">{t('bag.guest')}</p>
              <p className="mt-0.5 text-xs text-muted">{t('bag.guestDetail')}</p>
              <EmailField
                className="mt-2"
                label={t('bag.guestEmail')}
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                error={problem?.email}
              />
            </div>
          </div>
        )}
        <label className="mt-4 flex min-h-touch items-start gap-3 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-ink"
            checked={remindMe}
            onChange={(event) => setRemindMe(event.target.checked)}
          />
          <span>
            {/* NOTE: the words the server records as the consent given, so they stay the shop's own, untranslated. */}
            {CHECKOUT_REMINDER_CONSENT}
            <span className="block text-xs text-muted">{t('bag.remindMeDetail')}</span>
          </span>
        </label>
        {problem && !problem.email && !codeOnly(problem) ? (
          <div role="alert" className="mt-3 rounded-md border border-danger/30 bg-danger-soft px-3 py-2 text-sm text-danger">
            {problem.message}
          </div>
        ) : null}
        <Button type="submit" size="lg" className="mt-4 w-full" disabled={busy} aria-busy={busy || undefined}>
          <Lock aria-hidden="true" className="size-4" />
          {busy ? t('bag.startingCheckout') : t('bag.checkout')}
        </Button>
      </form>
    </section>
  );
}

/**
 * The bag's totals: as the server priced them (its sales, a code while it applies, the chosen
 * shipping and the destination's tax; the last bag's, dimmed, while a change is re-priced), and
 * worked out here from the lines until it has answered.
 */
function BagTotals({
  products,
  shipping,
  discount,
  base,
}: {
  products: CartItem[];
  shipping: ShippingRate | undefined;
  discount: BagDiscount;
  /** The bag is in the base currency: its lines' own prices add up to its totals until the server answers. */
  base: boolean;
}) {
  const priced = discount.applied ?? discount.priced;
  const t = useT();
  if (!priced)
    return base ? (
      <TotalsList totals={totalsInCents(products, shipping)} subtotalLabel={t('totals.total')} totalLabel={t('bag.grandTotal')} />
    ) : (
      <Skeleton className="h-16 w-full" />
    );
  const currency: CurrencyCode = priced.currency ?? BASE_CURRENCY;
  const method = priced.shippingMethods.find((one) => one.id === priced.shippingMethod);
  return (
    <div aria-busy={discount.repricing || undefined} className={cn('transition-opacity', discount.repricing && 'opacity-60')}>
      <TotalsList
        totals={totalsFromDollars(priced, currency)}
        currency={currency}
        discount={
          priced.discountCode && discount.applied
            ? { code: priced.discountCode, cents: toMinor(priced.discount, currency), freeShipping: priced.freeShipping }
            : null
        }
        taxLabel={priced.taxLabel}
        taxIncluded={priced.taxIncluded}
        shippingLabel={method?.name}
        credit={priced.credit > 0 ? { cents: toMinor(priced.credit, currency) } : null}
        restLabel={t('bag.toPay')}
        subtotalLabel={t('totals.total')}
        totalLabel={t('bag.grandTotal')}
      />
    </div>
  );
}

/** A refusal of the discount code or the gift card alone: said under its field, not again above the button. */
function codeOnly(problem: CheckoutProblem): boolean {
  return Boolean(problem.discountCode || problem.creditCode) && Object.keys(problem.lines).length === 0;
}

function withOpenBag(search: string): string {
  const params = new URLSearchParams(search);
  params.set(OPEN_BAG_PARAM, 'open');
  return `?${params.toString()}`;
}

/**
 * A 400 names what is wrong with the bag (a product gone, a size not offered, only N left):
 * shown as the server says it, and beside each line it names (`products.N...`).
 */
function checkoutProblem(error: unknown, products: CartItem[], failed: string): CheckoutProblem {
  if (!(error instanceof ApiError) || error.status !== 400) {
    const message = error instanceof ApiError && error.kind === 'network' ? error.message : failed;
    return { message, lines: {}, products };
  }
  const lines: Record<number, string> = {};
  const fields = apiFieldErrors(error);
  for (const [path, message] of Object.entries(fields)) {
    const match = /^products\.(\d+)/.exec(path);
    if (match) lines[Number(match[1])] ??= message;
  }
  return {
    message: error.message,
    lines,
    products,
    email: fields.email,
    discountCode: fields.discountCode,
    creditCode: fields.creditCode,
  };
}
