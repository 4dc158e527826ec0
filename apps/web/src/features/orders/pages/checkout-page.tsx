import { zodResolver } from '@hookform/resolvers/zod';
import { countryName, type ShippingAddress } from '@shop/shared/address.schema';
import { TestCheckoutPaySchema, type TestCheckoutPayInput, type TestCheckoutView } from '@shop/shared/order.schema';
import { OPEN_BAG_PATH, paths, withQuery } from '@shop/shared/routes';
import { ArrowLeft, FlaskConical, Lock } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { Button, buttonStyles } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { discountFromDollars, TotalsList, totalsFromDollars } from '@/components/ui/totals-list';
import { useCheckoutAddressBook } from '@/features/addresses/components/checkout-address-book';
import { useSettings, useShopName } from '@/features/settings/api/get-settings';
import { toCents } from '@shop/shared/money';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { ApiError } from '@/lib/api-client';
import { apiErrorDetail, apiFieldErrors } from '@/lib/api-error-detail';
import { browserNavigation } from '@/lib/browser-navigation';
import { formatDollars, formatLineTotal } from '@/lib/format';
import { useTestCheckout } from '../api/get-test-checkout';
import { useAbandonTestCheckout, usePayTestCheckout } from '../api/pay-test-checkout';

/**
 * The TEST MODE hosted checkout (`/checkout/:sessionId`): what the card provider's page would
 * be when the shop runs without a provider key. It shows the lines and totals, asks where to
 * ship, and pays without moving any money; then the browser goes to the confirmation page.
 */
export function CheckoutPage() {
  const { sessionId = '' } = useParams();
  // With a card provider, this page only places orders that gift cards or store credit pay whole.
  const testMode = useSettings().data?.paymentProvider !== 'stripe';
  usePageTitle(testMode ? 'Checkout (test mode)' : 'Checkout');
  const shopName = useShopName();
  const checkout = useTestCheckout(sessionId);

  return (
    <main className="min-h-dvh bg-sand/60">
      {testMode ? (
        <div role="note" aria-label="Test mode" className="bg-[#fbefd9] text-[#7a4a06]">
          <p className="mx-auto flex max-w-5xl items-center justify-center gap-2 px-5 py-2.5 text-center text-sm">
            <FlaskConical aria-hidden="true" className="size-4 shrink-0" />
            <span>
              <strong className="font-semibold tracking-[0.12em]">TEST MODE</strong>: no real payment is taken and no card is needed.
            </span>
          </p>
        </div>
      ) : null}

      <div className="mx-auto max-w-5xl px-5 py-8 md:py-12">
        <header className="mb-8 flex flex-wrap items-center justify-between gap-3">
          <p className="font-display text-xl tracking-[0.22em] uppercase">{shopName}</p>
          {testMode ? (
            <span className="inline-flex items-center gap-1.5 rounded-full border border-[#f0d9ae] bg-[#fbefd9] px-3 py-1 text-xs font-semibold tracking-[0.12em] text-[#7a4a06] uppercase">
              Test mode
            </span>
          ) : null}
        </header>

        {checkout.isPending ? (
          <div role="status" aria-label="Loading the checkout" className="grid gap-6 md:grid-cols-2">
            <h1 className="sr-only">Checkout</h1>
            <Skeleton className="h-80 rounded-xl" />
            <Skeleton className="h-64 rounded-xl" />
          </div>
        ) : checkout.isError ? (
          <Notice title="This checkout could not be opened">
            {checkout.error instanceof ApiError && checkout.error.status === 404
              ? 'The link is not valid or the checkout no longer exists. Go back to your bag and check out again.'
              : 'Something went wrong while loading it. Please try again in a moment.'}
            <div className="mt-5 flex flex-wrap justify-center gap-3">
              <Link to={OPEN_BAG_PATH} className={buttonStyles()}>
                Back to your bag
              </Link>
              {checkout.error instanceof ApiError && checkout.error.status === 404 ? null : (
                <Button variant="secondary" onClick={() => void checkout.refetch()}>
                  Try again
                </Button>
              )}
            </div>
          </Notice>
        ) : checkout.data.status === 'paid' ? (
          <Notice title="This checkout is paid">
            There is nothing more to do here.
            <div className="mt-5">
              <Link to={withQuery(paths.success, { session_id: checkout.data.id })} className={buttonStyles()}>
                See your order confirmation
              </Link>
            </div>
          </Notice>
        ) : checkout.data.status === 'expired' ? (
          <Notice title="This checkout has expired">
            Nothing was charged. Your bag still holds your items: check out again from there.
            <div className="mt-5">
              <AppLink href={checkout.data.cancelUrl} className={buttonStyles()}>
                Back to your bag
              </AppLink>
            </div>
          </Notice>
        ) : (
          <div className="grid gap-6 md:grid-cols-[1fr_minmax(0,26rem)] md:items-start md:gap-10">
            <h1 className="sr-only">Checkout</h1>
            <OrderSummary view={checkout.data} />
            <PaymentForm view={checkout.data} />
          </div>
        )}
      </div>
    </main>
  );
}

function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-lg rounded-xl border border-line bg-white px-6 py-10 text-center shadow-sm">
      <h1 className="text-3xl">{title}</h1>
      <div className="mt-3 text-muted">{children}</div>
    </div>
  );
}

function OrderSummary({ view }: { view: TestCheckoutView }) {
  return (
    <section aria-labelledby="checkout-summary" className="rounded-xl border border-line bg-white p-5 sm:p-6">
      <h2 id="checkout-summary" className="text-sm font-semibold tracking-[0.12em] text-muted uppercase font-sans">
        Your order
      </h2>
      <p className="mt-1 font-display text-4xl tabular-nums">{formatDollars(view.due)}</p>
      <ul className="mt-5 divide-y divide-line">
        {view.lines.map((line, index) => (
          <li key={`${line.name}-${index}`} className="flex items-center gap-4 py-3">
            {line.image ? (
              <img src={line.image} alt="" width={48} height={60} className="h-15 w-12 shrink-0 rounded-md bg-sand object-cover" />
            ) : (
              <span aria-hidden="true" className="h-15 w-12 shrink-0 rounded-md bg-sand" />
            )}
            <div className="min-w-0 flex-1">
              <p className="font-medium">{line.name}</p>
              {line.description ? <p className="text-sm text-muted">{line.description}</p> : null}
              <p className="text-sm text-muted tabular-nums">
                Qty {line.quantity} × {formatDollars(line.price)}
              </p>
            </div>
            <p className="font-medium tabular-nums">{formatLineTotal(line.price, line.quantity)}</p>
          </li>
        ))}
      </ul>
      <TotalsList
        totals={totalsFromDollars(view)}
        discount={discountFromDollars(view)}
        taxLabel={view.taxLabel}
        taxIncluded={view.taxIncluded}
        totalLabel={view.credit > 0 ? 'Total' : 'Total due'}
        credit={view.credit > 0 ? { cents: toCents(view.credit) } : null}
        restLabel="Total due"
        className="mt-2 border-t border-line pt-4"
      />
    </section>
  );
}

/** The address form's fields, in the order a parcel label reads. */
const ADDRESS_FIELDS = [
  { name: 'name', label: 'Full name', autoComplete: 'name' },
  { name: 'line1', label: 'Address line 1', autoComplete: 'address-line1' },
  { name: 'line2', label: 'Address line 2 (optional)', autoComplete: 'address-line2' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'state', label: 'State / region (optional)', autoComplete: 'address-level1' },
  { name: 'postalCode', label: 'Postal code', autoComplete: 'postal-code' },
] as const;

function PaymentForm({ view }: { view: TestCheckoutView }) {
  const pay = usePayTestCheckout();
  const ships = view.shipToCountries.length > 0;
  const emptyAddress = {
    name: '',
    line1: '',
    line2: '',
    city: '',
    state: '',
    postalCode: '',
    country: view.shipToCountries[0] ?? '',
    phone: '',
  };
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors, isDirty, isSubmitted, isSubmitting },
  } = useForm<TestCheckoutPayInput>({
    resolver: zodResolver(TestCheckoutPaySchema),
    // Gift cards alone ship nothing: no address is asked for.
    defaultValues: ships ? { shippingAddress: emptyAddress } : {},
  });
  // A signed-in customer's saved addresses, and saving a new one.
  const addressBook = useCheckoutAddressBook({
    shipTo: view.shipToCountries,
    current: useWatch({ control, name: 'shippingAddress' }),
    untouched: !isDirty,
    fill: (address) => setValue('shippingAddress', address ?? emptyAddress, { shouldDirty: true, shouldValidate: isSubmitted }),
  });
  const [failure, setFailure] = useState<string | null>(null);
  // Pending until the browser has left for the confirmation page.
  const [leaving, setLeaving] = useState(false);
  const busy = pay.isPending || leaving || isSubmitting;
  // Gift cards or store credit pay it all: the order is placed with no card.
  const paidByCredit = view.due === 0 && view.credit > 0;
  const fieldErrors = errors.shippingAddress;

  const onSubmit = handleSubmit(async ({ shippingAddress }) => {
    if (pay.isPending || leaving) return;
    setFailure(null);
    if (shippingAddress && !(await addressBook.saveIfAsked(shippingAddress))) return;
    pay.mutate(
      { sessionId: view.id, shippingAddress },
      {
        onSuccess: ({ url }) => {
          setLeaving(true);
          browserNavigation.assign(url);
        },
        onError: (error) => {
          const fields = Object.entries(apiFieldErrors(error)).filter(([path]) => path.startsWith('shippingAddress.'));
          for (const [path, message] of fields) setError(path as `shippingAddress.${keyof ShippingAddress}`, { message });
          if (fields.length === 0) setFailure(apiErrorDetail(error) ?? 'The payment could not be made. Please try again.');
        },
      },
    );
  });

  return (
    <section aria-labelledby="checkout-pay" className="rounded-xl border border-line bg-white p-5 shadow-sm sm:p-6">
      <h2 id="checkout-pay" className="text-2xl">
        {paidByCredit ? (ships ? 'Where should we send it?' : 'Place your order') : 'Pay'}
      </h2>
      <form noValidate onSubmit={onSubmit} className="mt-5 space-y-5">
        {failure ? <FormAlert title={failure} /> : null}
        {view.email ? (
          <div className="text-sm">
            <p className="font-medium">Email</p>
            <p className="mt-1 break-all text-muted">{view.email}</p>
          </div>
        ) : null}
        {ships ? null : (
          <p className="rounded-md border border-line bg-sand px-4 py-3 text-sm text-muted">
            Nothing on this order is shipped: gift cards are sent by email.
          </p>
        )}
        {ships ? (
          <fieldset className="space-y-4" disabled={busy}>
            <legend className="mb-3 font-medium">Shipping address</legend>
            {addressBook.choice}
            {ADDRESS_FIELDS.map((field) => (
              <TextField
                key={field.name}
                label={field.label}
                autoComplete={`shipping ${field.autoComplete}`}
                error={fieldErrors?.[field.name]?.message}
                {...register(`shippingAddress.${field.name}`)}
              />
            ))}
            <SelectField
              label="Country"
              autoComplete="shipping country"
              error={fieldErrors?.country?.message}
              {...register('shippingAddress.country')}
            >
              {view.shipToCountries.map((code) => (
                <option key={code} value={code}>
                  {countryName(code)}
                </option>
              ))}
            </SelectField>
            <TextField
              label="Phone (optional)"
              type="tel"
              autoComplete="shipping tel"
              hint="Only for the carrier, if they need to reach you."
              error={fieldErrors?.phone?.message}
              {...register('shippingAddress.phone')}
            />
            {addressBook.saveOption}
          </fieldset>
        ) : null}
        {paidByCredit ? (
          <div className="rounded-md border border-line bg-sand px-4 py-3 text-sm text-muted">
            <p className="font-medium text-ink">No card needed</p>
            <p className="mt-1">Your gift card or store credit pays the whole order.</p>
          </div>
        ) : (
          <div className="rounded-md border border-dashed border-stone bg-sand px-4 py-3 text-sm text-muted">
            <p className="font-medium text-ink">Card details</p>
            <p className="mt-1">Not needed in test mode. With a card provider set up, its own page asks for them instead.</p>
          </div>
        )}
        <Button type="submit" size="lg" className="w-full" disabled={busy} aria-busy={busy || undefined}>
          <Lock aria-hidden="true" className="size-4" />
          {paidByCredit ? (busy ? 'Placing your order…' : 'Place order') : busy ? 'Paying…' : `Pay ${formatDollars(view.due)}`}
        </Button>
        <AppLink
          href={view.cancelUrl}
          className="flex min-h-touch items-center justify-center gap-2 text-sm text-muted underline underline-offset-4 hover:text-ink"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Cancel
        </AppLink>
        {paidByCredit ? null : <LeaveUnpaid sessionId={view.id} />}
      </form>
    </section>
  );
}

/** TEST MODE: what a shopper who walks away does, at once: the checkout expires unpaid, and a reminder follows if they asked for one. */
function LeaveUnpaid({ sessionId }: { sessionId: string }) {
  const abandon = useAbandonTestCheckout(sessionId);
  return (
    <div className="border-t border-dashed border-stone pt-4 text-sm text-muted">
      <Button type="button" variant="ghost" className="w-full" disabled={abandon.isPending} onClick={() => abandon.mutate()}>
        {abandon.isPending ? 'Leaving…' : 'Leave this checkout unpaid'}
      </Button>
      <p className="mt-1 text-center text-xs">Test mode: it expires now, as an abandoned checkout does at the end of its life.</p>
      {abandon.isError ? (
        <p role="alert" className="mt-2 text-danger">
          {apiErrorDetail(abandon.error)}
        </p>
      ) : null}
    </div>
  );
}

/** A link to a URL the server gave: a client-side link when it is the shop's own page, a plain one otherwise. */
function AppLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const path = sameOriginPath(href);
  return path ? (
    <Link to={path} className={className}>
      {children}
    </Link>
  ) : (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

function sameOriginPath(href: string): string | null {
  try {
    const url = new URL(href, window.location.origin);
    return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
