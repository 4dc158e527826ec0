import type { ReturnFit, ReturnOutcome } from '@shop/shared/constants';
import { RETURN_REASON_MAX, RequestReturnSchema, type Return, type ReturnOptionLine } from '@shop/shared/return.schema';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { inputStyles, TextAreaField } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { FormAlert } from '@/components/ui/form-alert';
import { toast } from '@/components/ui/toast';
import { FinalSaleBadge } from '@/features/exchanges/components/final-sale-badge';
import { useVariantLabel } from '@/features/exchanges/exchange-format';
import { useFormatLocale, useLanguage, useMessages, useT, type MessageKey } from '@/i18n/i18n';
import { apiErrorDetail, apiFieldErrors } from '@/lib/api-error-detail';
import { cn } from '@/lib/class-names';
import { formatCount, formatDate } from '@/lib/format';
import { useRequestReturn } from '../api/request-return';

interface FormErrors {
  lines?: string;
  reason?: string;
  outcome?: string;
  accept?: string;
}

/** The answers to 'Was it the size?', none chosen meaning something else. */
const FIT_CHOICES: readonly (readonly [ReturnFit | null, MessageKey])[] = [
  [null, 'returns.form.fitNo'],
  ['too-small', 'returns.form.fitSmall'],
  ['too-large', 'returns.form.fitLarge'],
];

/** Why a line cannot be returned, or null when some of it can (a final-sale item too, under the right of withdrawal). */
function blockedBecause(line: ReturnOptionLine): MessageKey | null {
  if (line.available > 0) return null;
  return line.finalSale ? 'returns.form.finalSale' : 'returns.form.nothingLeft';
}

/** The API's refusal of the form's fields (`errors: [{ path, message }]`), each under its own field. */
function serverErrors(error: unknown): FormErrors {
  const fields = apiFieldErrors(error);
  const errors: FormErrors = {};
  for (const [path, message] of Object.entries(fields)) {
    if (path === 'lines' || path.startsWith('lines.')) errors.lines ??= message;
    else if (path === 'reason') errors.reason ??= message;
    else if (path === 'outcome') errors.outcome ??= message;
    else if (path === 'acceptConditions') errors.accept ??= message;
  }
  return errors;
}

export interface ReturnFormProps {
  orderId: string;
  token?: string;
  lines: ReturnOptionLine[];
  conditions: string[];
  /** The last moment to ask (ISO), or null. */
  deadline: string | null;
  /** Extra store credit, in percent, for taking credit instead of money. */
  creditBonusPercent: number;
  onClose: () => void;
}

/**
 * 'Request a return': how many of each line to send back (none by default; a line with nothing
 * left to return says why), a reason, a refund to the card or store credit (with the shop's
 * bonus), and the policy's conditions to accept. The same schema as the API checks it before
 * sending; a refusal from the API stands under its field, or above the buttons, and everything
 * chosen stays. Once sent, the return's number takes the form's place.
 */
export function ReturnForm({ orderId, token, lines, conditions, deadline, creditBonusPercent, onClose }: ReturnFormProps) {
  useMessages('account');
  const t = useT();
  const { locale } = useLanguage();
  const dateLocale = useFormatLocale();
  const variantLabel = useVariantLabel();
  const request = useRequestReturn(orderId);
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [reason, setReason] = useState('');
  const [fit, setFit] = useState<ReturnFit | null>(null);
  const [outcome, setOutcome] = useState<ReturnOutcome>('refund');
  const [accepted, setAccepted] = useState(false);
  const [errors, setErrors] = useState<FormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<Return | null>(null);
  const ids = useId();

  if (done) return <ReturnRequested requested={done} onClose={onClose} />;

  const quantityOf = (line: ReturnOptionLine) => Math.min(quantities[line.orderLineId] ?? 0, line.available);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (request.isPending) return;
    setFailure(null);
    const input = {
      lines: lines
        .filter((line) => !blockedBecause(line) && quantityOf(line) > 0)
        .map((line) => ({ orderLineId: line.orderLineId, quantity: quantityOf(line) })),
      reason,
      fit,
      outcome,
      acceptConditions: accepted,
    };
    const parsed = RequestReturnSchema.safeParse(input);
    const next: FormErrors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const [field] = issue.path;
        if (field === 'lines') next.lines ??= issue.path.length === 1 ? t('returns.form.pickLine') : issue.message;
        else if (field === 'reason') next.reason ??= issue.message;
        else if (field === 'outcome') next.outcome ??= issue.message;
        else if (field === 'acceptConditions') next.accept ??= issue.message;
      }
    }
    setErrors(next);
    if (!parsed.success) return;
    request.mutate(
      { orderId, token, input: { ...parsed.data, acceptConditions: true } },
      {
        onSuccess: ({ message, return: requested }) => {
          toast.success(message);
          setDone(requested);
        },
        onError: (error) => {
          setErrors(serverErrors(error));
          setFailure(apiErrorDetail(error) ?? t('account.tryAgainSoon'));
        },
      },
    );
  };

  const reasonLength = reason.trim().length;
  const errorId = (field: keyof FormErrors) => (errors[field] ? `${ids}-${field}-error` : undefined);

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={request.isPending} aria-labelledby={`${ids}-title`} className="space-y-6">
      <div className="space-y-1">
        <h3 id={`${ids}-title`} className="text-lg">
          {t('returns.request')}
        </h3>
        <p className="text-sm text-muted">
          {t('returns.form.intro')}
          {deadline ? ` ${t('returns.closeOn', { day: formatDate(deadline, 'localDate', undefined, dateLocale) })}` : ''}
        </p>
      </div>

      <fieldset className="space-y-3" aria-describedby={errorId('lines')}>
        <legend className="mb-2 text-sm font-medium">{t('returns.form.items')}</legend>
        {errors.lines ? (
          <p id={errorId('lines')} className="text-sm text-danger">
            {errors.lines}
          </p>
        ) : null}
        <ul className="divide-y divide-line rounded-lg border border-line">
          {lines.map((line) => {
            const blocked = blockedBecause(line);
            const selectId = `${ids}-${line.orderLineId}`;
            return (
              <li key={line.orderLineId} className="flex flex-wrap items-center gap-3 p-3 sm:flex-nowrap sm:p-4">
                <img src={line.image} alt="" width={48} height={60} className="h-15 w-12 shrink-0 rounded-md bg-sand object-cover" />
                <div className="min-w-0 flex-1">
                  <p className={cn('font-medium', blocked && 'text-muted')}>
                    {line.name} {line.finalSale ? <FinalSaleBadge className="ml-1 align-middle" /> : null}
                  </p>
                  <p className="text-sm text-muted">{t('exchanges.form.bought', { variant: variantLabel(line), count: line.bought })}</p>
                  {blocked ? <p className="mt-1 text-sm font-medium text-muted">{t(blocked)}</p> : null}
                </div>
                {blocked ? null : (
                  <div className="w-full space-y-1 sm:w-36">
                    <label htmlFor={selectId} className="block text-sm font-medium">
                      {t('returns.form.quantity')}
                    </label>
                    <select
                      id={selectId}
                      // The visible label names the field; the line it belongs to is in its name too.
                      aria-label={t('returns.form.quantityOf', { name: line.name, variant: variantLabel(line) })}
                      value={String(quantityOf(line))}
                      onChange={(event) => setQuantities((current) => ({ ...current, [line.orderLineId]: Number(event.target.value) }))}
                      disabled={request.isPending}
                      className={cn(inputStyles, 'min-h-touch')}
                    >
                      {Array.from({ length: line.available + 1 }, (_, count) => (
                        <option key={count} value={String(count)}>
                          {count}
                        </option>
                      ))}
                    </select>
                  </div>
                )}
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
        placeholder={t('returns.form.reasonExample')}
        error={errors.reason}
        hint={
          <span className={cn('block text-right tabular-nums', reasonLength > RETURN_REASON_MAX && 'font-medium text-danger')}>
            {formatCount(reasonLength, locale)} / {formatCount(RETURN_REASON_MAX, locale)}
            <span className="sr-only"> {t('exchanges.form.characters')}</span>
          </span>
        }
      />

      <fieldset aria-describedby={`${ids}-fit-hint`} className="space-y-2">
        <legend className="mb-1 text-sm font-medium">{t('returns.form.fit')}</legend>
        <p id={`${ids}-fit-hint`} className="text-xs text-muted">
          {t('returns.form.fitHint')}
        </p>
        <div className="flex flex-wrap gap-x-6">
          {FIT_CHOICES.map(([value, label]) => (
            <div key={label} className="flex items-center gap-3">
              <input
                id={`${ids}-fit-${label}`}
                type="radio"
                name={`${ids}-fit`}
                checked={fit === value}
                onChange={() => setFit(value)}
                disabled={request.isPending}
                className="size-5 shrink-0 cursor-pointer accent-ink"
              />
              {/* The label's padding makes the whole line a fingertip-sized target. */}
              <label htmlFor={`${ids}-fit-${label}`} className="block cursor-pointer py-2.5 text-sm">
                {t(label)}
              </label>
            </div>
          ))}
        </div>
      </fieldset>

      <fieldset aria-describedby={errorId('outcome')} className="space-y-2">
        <legend className="mb-2 text-sm font-medium">{t('returns.form.outcome')}</legend>
        <OutcomeChoice
          id={`${ids}-refund`}
          checked={outcome === 'refund'}
          onChange={() => setOutcome('refund')}
          disabled={request.isPending}
          label={t('returns.form.refund')}
          hint={t('returns.form.refundHint')}
        />
        <OutcomeChoice
          id={`${ids}-credit`}
          checked={outcome === 'credit'}
          onChange={() => setOutcome('credit')}
          disabled={request.isPending}
          label={creditBonusPercent > 0 ? t('returns.form.creditBonus', { percent: creditBonusPercent }) : t('returns.form.credit')}
          hint={creditBonusPercent > 0 ? t('returns.form.creditBonusHint', { percent: creditBonusPercent }) : t('returns.form.creditHint')}
        />
        {errors.outcome ? (
          <p id={errorId('outcome')} className="text-sm text-danger">
            {errors.outcome}
          </p>
        ) : null}
      </fieldset>

      <div className="space-y-2 rounded-lg bg-sand p-4">
        <p className="text-sm font-medium">{t('returns.form.policy')}</p>
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
            aria-describedby={errorId('accept')}
            className="mt-3 size-5 shrink-0 cursor-pointer accent-ink"
          />
          <div>
            <label htmlFor={`${ids}-accept`} className="block cursor-pointer pt-2.5 pb-1 text-sm font-medium">
              {t('exchanges.form.accept')}
            </label>
            {errors.accept ? (
              <p id={errorId('accept')} className="text-sm text-danger">
                {errors.accept}
              </p>
            ) : null}
          </div>
        </div>
      </div>

      {failure ? <FormAlert title={t('returns.form.failed')} detail={failure} /> : null}
      <FormActions pending={request.isPending} submitLabel={t('returns.form.submit')} pendingLabel={t('auth.sending')} onCancel={onClose} />
    </form>
  );
}

/** One of the two outcomes: a radio, its label (its accessible name) and a line on what it means. */
function OutcomeChoice({
  id,
  label,
  hint,
  ...input
}: {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  disabled: boolean;
  onChange: () => void;
}) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="radio"
        name={`${id}-outcome`}
        aria-describedby={`${id}-hint`}
        className="mt-3 size-5 shrink-0 cursor-pointer accent-ink"
        {...input}
      />
      <div>
        {/* The label's padding makes the whole line a fingertip-sized target. */}
        <label htmlFor={id} className="block cursor-pointer pt-2.5 text-sm font-medium">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      </div>
    </div>
  );
}

/** The answer: the return's number, large, and what happens next. */
function ReturnRequested({ requested, onClose }: { requested: Return; onClose: () => void }) {
  const t = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  // The form the customer was in is gone: the news takes the focus, so a screen reader reads it.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-lg border border-line bg-sand p-5 text-center">
      <CheckCircle2 aria-hidden="true" className="mx-auto size-8 text-clay" />
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className="text-lg focus:outline-none">
        {t('returns.form.requested')}
      </h3>
      <p>
        {t.rich('returns.form.numberIs', {
          rma: <strong className="block font-mono text-2xl break-all sm:inline sm:text-xl">{requested.rmaNumber}</strong>,
        })}
      </p>
      <p className="mx-auto max-w-md text-sm text-muted">
        {requested.email ? t('returns.form.emailedTo', { email: requested.email }) : t('returns.form.emailed')}
      </p>
      <Button variant="secondary" onClick={onClose}>
        {t('account.done')}
      </Button>
    </section>
  );
}
