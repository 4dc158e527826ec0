import type { CreditBalance } from '@shop/shared/credit.schema';
import { Gift } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { PageShell } from '@/components/layouts/page-shell';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { useFormatLocale, useMessages, useT, type MessageKey } from '@/i18n/i18n';
import { apiErrorDetail, apiFieldErrors } from '@/lib/api-error-detail';
import { formatDate, formatDollars } from '@/lib/format';
import { useCheckCreditBalance } from '../api/check-credit-balance';
import { isExpired } from '../credit-format';

/** The longest code the API takes (`CreditBalanceQuerySchema`). */
const CODE_MAX = 40;

const KINDS: Record<CreditBalance['kind'], MessageKey> = {
  'store-credit': 'giftCards.kind.storeCredit',
  'gift-card': 'giftCards.kind.giftCard',
};

/**
 * `/gift-cards`: anyone types a gift card or store credit code and reads what is left on it, its
 * kind, its expiry and whether the shop disabled it; never whose it is. Server-rendered, so it
 * stays light: a plain form, and no zod (the server checks the code).
 *
 * NOTE: the input has no `name`: a press of the button before the page has hydrated reloads the
 * page without putting the code (which spends like cash) in the address bar, history or logs.
 * It is uncontrolled, read when the form is sent: a code typed before the page hydrated stays.
 */
export function GiftCardBalancePage() {
  useMessages('pages');
  const t = useT();
  usePageTitle(t('giftCards.title'));
  const check = useCheckCreditBalance();
  const codeRef = useRef<HTMLInputElement>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (check.isPending) return;
    const typed = (codeRef.current?.value ?? '').trim().toUpperCase();
    if (!typed) {
      check.reset();
      setFieldError(t('giftCards.enterCode'));
      return;
    }
    setFieldError(undefined);
    check.mutate(typed, { onError: (error) => setFieldError(apiFieldErrors(error).code) });
  };

  // The refusal of the whole check (an unknown code, too many checks): the server's own words.
  const refusal = check.isError && !fieldError ? (apiErrorDetail(check.error) ?? t('giftCards.checkFailed')) : null;

  return (
    <PageShell title={t('giftCards.title')} eyebrow={t('giftCards.eyebrow')} intro={t('giftCards.intro')}>
      <div className="grid gap-8 lg:grid-cols-2 lg:gap-16">
        <section aria-label={t('giftCards.checkCode')} className="rounded-xl border border-line bg-white p-5 sm:p-8">
          <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={check.isPending}>
            <TextField
              label={t('giftCards.codeLabel')}
              ref={codeRef}
              defaultValue=""
              maxLength={CODE_MAX}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              hint={t('giftCards.codeHint')}
              error={fieldError}
              onChange={() => {
                if (fieldError) setFieldError(undefined);
              }}
              className="[&_input]:font-mono"
            />
            {refusal ? <FormAlert title={refusal} /> : null}
            <Button type="submit" size="lg" disabled={check.isPending} className="w-full sm:w-auto">
              <Gift aria-hidden="true" className="size-4" />
              {check.isPending ? t('giftCards.checking') : t('giftCards.check')}
            </Button>
          </form>
        </section>

        <div aria-live="polite" className="lg:pt-2">
          {check.data ? <BalanceAnswer balance={check.data} /> : null}
        </div>
      </div>
    </PageShell>
  );
}

function BalanceAnswer({ balance }: { balance: CreditBalance }) {
  const t = useT();
  const locale = useFormatLocale();
  const headingId = useId();
  const expired = isExpired(balance);
  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-xl bg-ink px-6 py-6 text-paper sm:px-8">
      <h2 id={headingId} className="font-sans text-sm font-semibold tracking-[0.12em] text-paper/80 uppercase">
        {t(KINDS[balance.kind])} <code className="font-mono tracking-normal normal-case">{balance.code}</code>
      </h2>
      <div>
        <p className="text-sm text-paper/80">{t('giftCards.balance')}</p>
        <p className="font-display text-5xl tabular-nums md:text-6xl">{formatDollars(balance.balance)}</p>
      </div>
      {balance.expiresAt ? (
        <p>
          {t(expired ? 'giftCards.expiredOn' : 'giftCards.expiresOn', {
            day: formatDate(balance.expiresAt, 'localDate', undefined, locale),
          })}
        </p>
      ) : null}
      {balance.disabled ? <p className="rounded-md bg-danger-soft px-3 py-2 font-medium text-danger">{t('giftCards.disabled')}</p> : null}
    </section>
  );
}
