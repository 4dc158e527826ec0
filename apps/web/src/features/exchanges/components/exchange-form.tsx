import { EXCHANGE_REASON_MAX, RequestExchangeSchema, type Exchange, type ExchangeOptionLine } from '@shop/shared/exchange.schema';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField, TextAreaField } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { FormAlert } from '@/components/ui/form-alert';
import { useLanguage, useMessages, useT, type MessageKey } from '@/i18n/i18n';
import { apiErrorDetail } from '@/lib/api-error-detail';
import { cn } from '@/lib/class-names';
import { formatCount } from '@/lib/format';
import { useRequestExchange } from '../api/request-exchange';
import { useVariantLabel } from '../exchange-format';

/** What the customer chose for one line of the order. */
interface LineChoice {
  picked: boolean;
  quantity: number;
  /** The replacement, as `color|size` (one of the line's options), or '' until chosen. */
  variant: string;
}

interface FormErrors {
  lines?: string;
  reason?: string;
  accept?: string;
  perLine: Record<string, string>;
}

const NO_ERRORS: FormErrors = { perLine: {} };
const variantKey = ({ color, size }: { color: string; size: string }) => `${color}|${size}`;

/** Why a line cannot be picked, or null when it can. */
function blockedBecause(line: ExchangeOptionLine): MessageKey | null {
  if (line.finalSale) return 'exchanges.form.finalSale';
  if (line.available < 1) return 'exchanges.form.underExchange';
  if (line.options.length === 0) return 'exchanges.form.noOther';
  return null;
}

export interface ExchangeFormProps {
  orderId: string;
  token?: string;
  lines: ExchangeOptionLine[];
  conditions: string[];
  onClose: () => void;
}

/**
 * 'Request an exchange': pick the lines (final-sale ones shown, not pickable), how many of each
 * and the variant wanted instead, give a reason and accept the policy's conditions. The same
 * schema as the API checks it before sending; a refusal from the API is shown above the buttons
 * and everything chosen stays. Once sent, the return authorization number takes the form's place.
 */
export function ExchangeForm({ orderId, token, lines, conditions, onClose }: ExchangeFormProps) {
  useMessages('account');
  const t = useT();
  const { locale } = useLanguage();
  const variantLabel = useVariantLabel();
  const request = useRequestExchange(orderId);
  const [choices, setChoices] = useState<Record<string, LineChoice>>({});
  const [reason, setReason] = useState('');
  const [accepted, setAccepted] = useState(false);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<Exchange | null>(null);
  const ids = useId();

  if (done) return <ExchangeRequested exchange={done} onClose={onClose} />;

  const choiceOf = (line: ExchangeOptionLine): LineChoice =>
    choices[line.orderLineId] ?? { picked: false, quantity: 1, variant: line.options.length === 1 ? variantKey(line.options[0]!) : '' };
  const change = (line: ExchangeOptionLine, patch: Partial<LineChoice>) =>
    setChoices((current) => ({ ...current, [line.orderLineId]: { ...choiceOf(line), ...patch } }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (request.isPending) return;
    setFailure(null);
    const picked = lines.filter((line) => !blockedBecause(line) && choiceOf(line).picked);
    const next: FormErrors = { perLine: {} };
    for (const line of picked) if (!choiceOf(line).variant) next.perLine[line.orderLineId] = t('exchanges.form.pickVariant');
    const input = {
      lines: picked.map((line) => {
        const choice = choiceOf(line);
        const [color = '', size = ''] = choice.variant.split('|');
        return { orderLineId: line.orderLineId, quantity: Math.min(choice.quantity, line.available), color, size };
      }),
      reason,
      acceptConditions: accepted,
    };
    const parsed = RequestExchangeSchema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const [field] = issue.path;
        if (field === 'lines' && issue.path.length === 1) next.lines ??= t('exchanges.form.pickLine');
        else if (field === 'reason') next.reason ??= issue.message;
        else if (field === 'acceptConditions') next.accept ??= issue.message;
      }
    }
    setErrors(next);
    if (!parsed.success || Object.keys(next.perLine).length > 0) return;
    request.mutate(
      { orderId, token, input: { ...parsed.data, acceptConditions: true } },
      {
        onSuccess: ({ exchange }) => setDone(exchange),
        onError: (error) => setFailure(apiErrorDetail(error) ?? t('account.tryAgainSoon')),
      },
    );
  };

  const reasonLength = reason.trim().length;

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={request.isPending} aria-labelledby={`${ids}-title`} className="space-y-6">
      <h3 id={`${ids}-title`} className="text-lg">
        {t('exchanges.request')}
      </h3>

      <fieldset className="space-y-3" aria-describedby={errors.lines ? `${ids}-lines-error` : undefined}>
        <legend className="mb-2 text-sm font-medium">{t('exchanges.form.items')}</legend>
        {errors.lines ? (
          <p id={`${ids}-lines-error`} className="text-sm text-danger">
            {errors.lines}
          </p>
        ) : null}
        <ul className="divide-y divide-line rounded-lg border border-line">
          {lines.map((line) => {
            const blocked = blockedBecause(line);
            const choice = choiceOf(line);
            const checkId = `${ids}-${line.orderLineId}`;
            const lineError = errors.perLine[line.orderLineId];
            return (
              <li key={line.orderLineId} className="space-y-3 p-3 sm:p-4">
                <div className="flex items-start gap-3">
                  <input
                    id={checkId}
                    type="checkbox"
                    checked={!blocked && choice.picked}
                    disabled={Boolean(blocked) || request.isPending}
                    onChange={(event) => change(line, { picked: event.target.checked })}
                    aria-describedby={blocked ? `${checkId}-blocked` : undefined}
                    className="mt-3 size-5 shrink-0 cursor-pointer accent-ink disabled:cursor-not-allowed"
                  />
                  <img src={line.image} alt="" width={48} height={60} className="h-15 w-12 shrink-0 rounded-md bg-sand object-cover" />
                  <div className="min-w-0 flex-1">
                    <label htmlFor={checkId} className={cn('block pt-2 font-medium', blocked ? 'text-muted' : 'cursor-pointer')}>
                      {line.name}
                      <span className="sr-only">, {variantLabel(line)}</span>
                    </label>
                    <p className="text-sm text-muted">{t('exchanges.form.bought', { variant: variantLabel(line), count: line.bought })}</p>
                    {blocked ? (
                      <p id={`${checkId}-blocked`} className="mt-1 text-sm font-medium text-muted">
                        {t(blocked)}
                      </p>
                    ) : null}
                  </div>
                </div>
                {!blocked && choice.picked ? (
                  <div className="grid gap-3 sm:grid-cols-[8rem_1fr] sm:pl-8">
                    <SelectField
                      label={t('exchanges.form.quantity')}
                      value={String(Math.min(choice.quantity, line.available))}
                      onChange={(event) => change(line, { quantity: Number(event.target.value) })}
                      disabled={request.isPending}
                      options={Array.from({ length: line.available }, (_, index) => String(index + 1))}
                    />
                    <SelectField
                      label={t('exchanges.form.replaceWith')}
                      className="[&_select]:normal-case"
                      value={choice.variant}
                      onChange={(event) => change(line, { variant: event.target.value })}
                      disabled={request.isPending}
                      error={lineError}
                    >
                      <option value="">{t('exchanges.form.chooseVariant')}</option>
                      {line.options.map((option) => (
                        <option key={variantKey(option)} value={variantKey(option)}>
                          {variantLabel(option)}
                        </option>
                      ))}
                    </SelectField>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      </fieldset>

      <TextAreaField
        label={t('exchanges.form.reason')}
        rows={4}
        required
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        disabled={request.isPending}
        placeholder={t('exchanges.form.reasonExample')}
        error={errors.reason}
        hint={
          <span className={cn('block text-right tabular-nums', reasonLength > EXCHANGE_REASON_MAX && 'font-medium text-danger')}>
            {formatCount(reasonLength, locale)} / {formatCount(EXCHANGE_REASON_MAX, locale)}
            <span className="sr-only"> {t('exchanges.form.characters')}</span>
          </span>
        }
      />

      <div className="space-y-2 rounded-lg bg-sand p-4">
        <p className="text-sm font-medium">{t('exchanges.form.policy')}</p>
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {conditions.map((condition) => (
            <li key={condition}>{condition}</li>
          ))}
        </ul>
        <div className="flex items-start gap-3">
          <input
            id={`${ids}-accept`}
            type="checkbox"
            required
            checked={accepted}
            onChange={(event) => setAccepted(event.target.checked)}
            disabled={request.isPending}
            aria-invalid={errors.accept ? true : undefined}
            aria-describedby={errors.accept ? `${ids}-accept-error` : undefined}
            className="mt-3 size-5 shrink-0 cursor-pointer accent-ink"
          />
          <div>
            <label htmlFor={`${ids}-accept`} className="block cursor-pointer pt-2.5 pb-1 text-sm font-medium">
              {t('exchanges.form.accept')}
            </label>
            {errors.accept ? (
              <p id={`${ids}-accept-error`} className="text-sm text-danger">
                {errors.accept}
              </p>
            ) : null}
          </div>
        </div>
      </div>

      {failure ? <FormAlert title={t('exchanges.form.failed')} detail={failure} /> : null}
      <FormActions
        pending={request.isPending}
        submitLabel={t('exchanges.form.submit')}
        pendingLabel={t('auth.sending')}
        onCancel={onClose}
      />
    </form>
  );
}

/** The answer: the return authorization number, large, and what happens next. */
function ExchangeRequested({ exchange, onClose }: { exchange: Exchange; onClose: () => void }) {
  const t = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form the customer was in is gone: the news takes the focus, so a screen reader reads it.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div role="status" className="space-y-3 rounded-lg border border-line bg-sand p-5 text-center">
      <CheckCircle2 aria-hidden="true" className="mx-auto size-8 text-clay" />
      <h3 ref={headingRef} tabIndex={-1} className="text-lg focus:outline-none">
        {t('exchanges.form.requested')}
      </h3>
      <p>
        {t.rich('exchanges.form.raIs', {
          ra: <strong className="block font-mono text-2xl break-all sm:inline sm:text-xl">{exchange.raNumber}</strong>,
        })}
      </p>
      <p className="mx-auto max-w-md text-sm text-muted">
        {exchange.email ? t('exchanges.form.emailedTo', { email: exchange.email }) : t('exchanges.form.emailed')}
      </p>
      <Button variant="secondary" onClick={onClose}>
        {t('account.done')}
      </Button>
    </div>
  );
}
