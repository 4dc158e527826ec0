import { WITHDRAWAL_DAYS } from '@shop/shared/constants';
import {
  RETURN_WINDOW_MAX_DAYS,
  UpdateReturnPolicySchema,
  type ReturnPolicy,
  type UpdateReturnPolicyInput,
} from '@shop/shared/return.schema';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { QueryStates } from '@/components/ui/query-states';
import { SkeletonRows } from '@/components/ui/skeleton-rows';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/toast';
import { useMutationForm } from '@/components/ui/use-mutation-form';
import { apiErrorDetail, apiFieldErrors } from '@/lib/api-error-detail';
import { plural } from '@/lib/format';
import { useReturnPolicy, useSaveReturnPolicy } from '../api/return-policy';

export const RETURN_POLICY_SAVE_FAILED = 'The return policy was not saved.';
const POLICY_FIELDS = ['enabled', 'windowDays', 'withdrawalRight', 'creditBonusPercent'] as const;

/** The policy in a sentence, as the shop's customers live it. */
function policySummary(policy: ReturnPolicy): string {
  if (!policy.enabled) return 'Returns are off: the shop is exchange-only. Customers can ask for an exchange, not for their money back.';
  const credit = policy.creditBonusPercent > 0 ? `, or store credit with ${policy.creditBonusPercent} % more` : ', or store credit';
  return `Returns are on: customers can ask for a refund${credit}, within ${plural(policy.windowDays, 'day')} of shipping.`;
}

/**
 * The shop's return policy (admin): whether it takes returns at all (off, it stays exchange-only),
 * for how long, the EU/UK right of withdrawal and the bonus for taking store credit. The server's
 * refusal of a field stands under it. Without `editable` (a staff member who may not change the
 * shop's settings) it says the policy without the form.
 */
export function ReturnPolicySection({ editable = true }: { editable?: boolean }) {
  const policy = useReturnPolicy();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-lg border border-line bg-white p-5">
      <h2 id={headingId} className="text-xl">
        Return policy
      </h2>
      <QueryStates
        query={policy}
        loading={<SkeletonRows label="Loading the return policy" rows={4} rowClassName="h-11 rounded-md" />}
        failed="Error loading the return policy."
        failedDetail="Please check your connection and try again."
      >
        {(data) => (editable ? <ReturnPolicyForm policy={data} /> : <p className="text-sm">{policySummary(data)}</p>)}
      </QueryStates>
    </section>
  );
}

function ReturnPolicyForm({ policy }: { policy: ReturnPolicy }) {
  const save = useSaveReturnPolicy();
  const { register, control, errors, pending, submit, send, reset } = useMutationForm(save, {
    schema: UpdateReturnPolicySchema,
    defaultValues: policy satisfies UpdateReturnPolicyInput,
    serverFields: POLICY_FIELDS,
  });

  const onSubmit = submit(async (values) => {
    const sent = await send(values);
    if (!sent) return;
    toast.success(sent.data.message);
    // The form now holds what was saved, as the server answered it.
    reset(sent.data.policy);
  });

  return (
    <div className="space-y-4">
      <p className="text-sm" aria-live="polite">
        {policySummary(policy)}
      </p>
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={pending} aria-label="Return policy" className="space-y-4">
        <Controller
          control={control}
          name="enabled"
          render={({ field: { value, onChange, ...field } }) => (
            <Switch
              {...field}
              label="Take returns"
              hint="Customers may send items back for a refund to their card or for store credit. Off, the shop stays exchange-only."
              checked={value}
              onChange={(event) => onChange(event.target.checked)}
            />
          )}
        />
        {errors.enabled?.message ? <p className="text-sm text-danger">{errors.enabled.message}</p> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Return window (days)"
            type="number"
            inputMode="numeric"
            min={1}
            max={RETURN_WINDOW_MAX_DAYS}
            hint="How long after the order ships a customer may ask."
            error={errors.windowDays?.message}
            {...register('windowDays', { valueAsNumber: true })}
          />
          <TextField
            label="Store credit bonus (%)"
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            hint="Extra credit for a customer who takes store credit instead of money: 10 gives $11 of credit for $10 of items."
            error={errors.creditBonusPercent?.message}
            {...register('creditBonusPercent', { valueAsNumber: true })}
          />
        </div>
        <Controller
          control={control}
          name="withdrawalRight"
          render={({ field: { value, onChange, ...field } }) => (
            <Switch
              {...field}
              label={`Honour the ${WITHDRAWAL_DAYS}-day right of withdrawal (EU/UK)`}
              hint={`At least ${WITHDRAWAL_DAYS} days from delivery, whatever the window, final-sale items included.`}
              checked={value}
              onChange={(event) => onChange(event.target.checked)}
            />
          )}
        />
        {errors.withdrawalRight?.message ? <p className="text-sm text-danger">{errors.withdrawalRight.message}</p> : null}
        {save.isError ? <SaveFailure error={save.error} /> : null}
        <div className="flex justify-end">
          <Button type="submit" disabled={pending}>
            {pending ? 'Saving…' : 'Save return policy'}
          </Button>
        </div>
      </form>
    </div>
  );
}

/** Above the button: the server's reason, unless it named fields (they say it under themselves). */
function SaveFailure({ error }: { error: unknown }) {
  const placed = Object.keys(apiFieldErrors(error)).some((field) => (POLICY_FIELDS as readonly string[]).includes(field));
  return (
    <FormAlert
      title={RETURN_POLICY_SAVE_FAILED}
      detail={placed ? 'Please check the highlighted fields.' : (apiErrorDetail(error) ?? 'Please try again.')}
    />
  );
}
