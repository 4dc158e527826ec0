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
import { toMinor } from '@shop/shared/currency';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { ADDRESS_TEXT_FIELDS } from '@/features/addresses/address-fields';
import { useFormatLocale, useLaterMessages, useMessages, useT } from '@/i18n/i18n';
import { ApiError } from '@/lib/api-client';
import { apiErrorDetail, apiFieldErrors } from '@/lib/api-error-detail';
import { browserNavigation } from '@/lib/browser-navigation';
import { useOrderMoney } from '../order-money';
import { useTestCheckout } from '../api/get-test-checkout';
import { useAbandonTestCheckout, usePayTestCheckout } from '../api/pay-test-checkout';

/**
 * The TEST MODE hosted checkout (`/checkout/:sessionId`): what the card provider's page would
 * be when the shop runs without a provider key. It shows the lines and totals, asks where to
 * ship, and pays without moving any money; then the browser goes to the confirmation page.
 */
export function CheckoutPage() {
  useMessages('account');
  // The totals' words are the bag's.
  useLaterMessages();
  const t = useT();
  const { sessionId = '' } = useParams();
  // With a card provider, this page only places orders that gift cards or store credit pay whole.
  const testMode = useSettings().data?.paymentProvider !== 'stripe';
  usePageTitle(testMode ? t('checkout.titleTestMode') : t('checkout.title'));
  const shopName = useShopName();
  const checkout = useTestCheckout(sessionId);

  return (
    <main className="min-h-dvh bg-sand/60">
      {testMode ? (
        <div role="note" aria-label={t('testMode.label')} className="bg-[#fbefd9] text-[#7a4a06]">
          <p className="mx-auto flex max-w-5xl items-center justify-center gap-2 px-5 py-2.5 text-center text-sm">
            <FlaskConical aria-hidden="true" className="size-4 shrink-0" />
            <span>
              {t.rich('checkout.testModeNote', {
                mode: <strong className="font-semibold tracking-[0.12em]">{t('checkout.testMode')}</strong>,
              })}
            </span>
          </p>
        </div>
      ) : null}

      <div className="mx-auto max-w-5xl px-5 py-8 md:py-12">
        <header className="mb-8 flex flex-wrap items-center justify-between gap-3">
          <p className="font-display text-xl tracking-[0.22em] uppercase">{shopName}</p>
          {testMode ? (
            <span className="inline-flex items-center gap-1.5 rounded-full border border-[#f0d9ae] bg-[#fbefd9] px-3 py-1 text-xs font-semibold tracking-[0.12em] text-[#7a4a06] uppercase">
              {t('testMode.label')}
            </span>
          ) : null}
        </header>

        {checkout.isPending ? (
          <div role="status" aria-label={t('checkout.loading')} className="grid gap-6 md:grid-cols-2">
            <h1 className="sr-only">{t('checkout.title')}</h1>
            <Skeleton className="h-80 rounded-xl" />
            <Skeleton className="h-64 rounded-xl" />
          </div>
        ) : checkout.isError ? (
          <Notice title={t('checkout.notOpened')}>
            {checkout.error instanceof ApiError && checkout.error.status === 404 ? t('checkout.notFound') : t('checkout.loadFailed')}
            <div className="mt-5 flex flex-wrap justify-center gap-3">
              <Link to={OPEN_BAG_PATH} className={buttonStyles()}>
                {t('orders.success.backToBag')}
              </Link>
              {checkout.error instanceof ApiError && checkout.error.status === 404 ? null : (
                <Button variant="secondary" onClick={() => void checkout.refetch()}>
                  {t('ui.tryAgain')}
                </Button>
              )}
            </div>
          </Notice>
        ) : checkout.data.status === 'paid' ? (
          <Notice title={t('checkout.paid')}>
            {t('checkout.paidDetail')}
            <div className="mt-5">
              <Link to={withQuery(paths.success, { session_id: checkout.data.id })} className={buttonStyles()}>
                {t('checkout.seeConfirmation')}
              </Link>
            </div>
          </Notice>
        ) : checkout.data.status === 'expired' ? (
          <Notice title={t('checkout.expired')}>
            {t('checkout.expiredDetail')}
            <div className="mt-5">
              <AppLink href={checkout.data.cancelUrl} className={buttonStyles()}>
                {t('orders.success.backToBag')}
              </AppLink>
            </div>
          </Notice>
        ) : (
          <div className="grid gap-6 md:grid-cols-[1fr_minmax(0,26rem)] md:items-start md:gap-10">
            <h1 className="sr-only">{t('checkout.title')}</h1>
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
  const t = useT();
  // In the checkout's currency: the order is charged and kept in it (docs/decisions/044).
  const money = useOrderMoney(view.currency);
  return (
    <section aria-labelledby="checkout-summary" className="rounded-xl border border-line bg-white p-5 sm:p-6">
      <h2 id="checkout-summary" className="text-sm font-semibold tracking-[0.12em] text-muted uppercase font-sans">
        {t('checkout.yourOrder')}
      </h2>
      <p className="mt-1 font-display text-4xl tabular-nums">{money.amount(view.due)}</p>
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
                {t('checkout.quantity', { quantity: line.quantity, price: money.amount(line.price) })}
              </p>
            </div>
            <p className="font-medium tabular-nums">{money.line(line.price, line.quantity)}</p>
          </li>
        ))}
      </ul>
      <TotalsList
        totals={totalsFromDollars(view, money.code)}
        currency={money.code}
        discount={discountFromDollars(view, money.code)}
        taxLabel={view.taxLabel}
        taxIncluded={view.taxIncluded}
        totalLabel={view.credit > 0 ? t('totals.total') : t('checkout.totalDue')}
        credit={view.credit > 0 ? { cents: toMinor(view.credit, money.code) } : null}
        restLabel={t('checkout.totalDue')}
        className="mt-2 border-t border-line pt-4"
      />
    </section>
  );
}

function PaymentForm({ view }: { view: TestCheckoutView }) {
  const t = useT();
  const money = useOrderMoney(view.currency);
  const locale = useFormatLocale();
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
          if (fields.length === 0) setFailure(apiErrorDetail(error) ?? t('checkout.payFailed'));
        },
      },
    );
  });

  return (
    <section aria-labelledby="checkout-pay" className="rounded-xl border border-line bg-white p-5 shadow-sm sm:p-6">
      <h2 id="checkout-pay" className="text-2xl">
        {paidByCredit ? (ships ? t('checkout.whereToSend') : t('checkout.placeYourOrder')) : t('checkout.pay')}
      </h2>
      <form noValidate onSubmit={onSubmit} className="mt-5 space-y-5">
        {failure ? <FormAlert title={failure} /> : null}
        {view.email ? (
          <div className="text-sm">
            <p className="font-medium">{t('auth.field.email')}</p>
            <p className="mt-1 break-all text-muted">{view.email}</p>
          </div>
        ) : null}
        {ships ? null : (
          <p className="rounded-md border border-line bg-sand px-4 py-3 text-sm text-muted">{t('checkout.nothingShipped')}</p>
        )}
        {ships ? (
          <fieldset className="space-y-4" disabled={busy}>
            <legend className="mb-3 font-medium">{t('orders.shippingAddress')}</legend>
            {addressBook.choice}
            {ADDRESS_TEXT_FIELDS.map((field) => (
              <TextField
                key={field.name}
                label={t(field.label)}
                autoComplete={`shipping ${field.autoComplete}`}
                error={fieldErrors?.[field.name]?.message}
                {...register(`shippingAddress.${field.name}`)}
              />
            ))}
            <SelectField
              label={t('addresses.field.country')}
              autoComplete="shipping country"
              error={fieldErrors?.country?.message}
              {...register('shippingAddress.country')}
            >
              {view.shipToCountries.map((code) => (
                <option key={code} value={code}>
                  {countryName(code, locale)}
                </option>
              ))}
            </SelectField>
            <TextField
              label={t('addresses.field.phone')}
              type="tel"
              autoComplete="shipping tel"
              hint={t('addresses.field.phoneHint')}
              error={fieldErrors?.phone?.message}
              {...register('shippingAddress.phone')}
            />
            {addressBook.saveOption}
          </fieldset>
        ) : null}
        {paidByCredit ? (
          <div className="rounded-md border border-line bg-sand px-4 py-3 text-sm text-muted">
            <p className="font-medium text-ink">{t('checkout.noCard')}</p>
            <p className="mt-1">{t('checkout.noCardDetail')}</p>
          </div>
        ) : (
          <div className="rounded-md border border-dashed border-stone bg-sand px-4 py-3 text-sm text-muted">
            <p className="font-medium text-ink">{t('checkout.cardDetails')}</p>
            <p className="mt-1">{t('checkout.cardDetailsNote')}</p>
          </div>
        )}
        <Button type="submit" size="lg" className="w-full" disabled={busy} aria-busy={busy || undefined}>
          <Lock aria-hidden="true" className="size-4" />
          {paidByCredit
            ? busy
              ? t('checkout.placing')
              : t('checkout.placeOrder')
            : busy
              ? t('checkout.paying')
              : t('checkout.payAmount', { amount: money.amount(view.due) })}
        </Button>
        <AppLink
          href={view.cancelUrl}
          className="flex min-h-touch items-center justify-center gap-2 text-sm text-muted underline underline-offset-4 hover:text-ink"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('account.cancel')}
        </AppLink>
        {paidByCredit ? null : <LeaveUnpaid sessionId={view.id} />}
      </form>
    </section>
  );
}

/** TEST MODE: what a shopper who walks away does, at once: the checkout expires unpaid, and a reminder follows if they asked for one. */
function LeaveUnpaid({ sessionId }: { sessionId: string }) {
  const t = useT();
  const abandon = useAbandonTestCheckout(sessionId);
  return (
    <div className="border-t border-dashed border-stone pt-4 text-sm text-muted">
      <Button type="button" variant="ghost" className="w-full" disabled={abandon.isPending} onClick={() => abandon.mutate()}>
        {abandon.isPending ? t('checkout.leaving') : t('checkout.leaveUnpaid')}
      </Button>
      <p className="mt-1 text-center text-xs">{t('checkout.leaveUnpaidNote')}</p>
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
