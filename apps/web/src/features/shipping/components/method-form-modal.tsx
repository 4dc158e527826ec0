import {
  SHIPPING_BANDS_MAX,
  SHIPPING_METHOD_KINDS,
  type ManagedShippingMethod,
  type ShippingMethodInputParsed,
  type ShippingMethodMutationResponse,
  type ShippingZone,
} from '@shop/shared/shipping.schema';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { ChoiceChip } from '@/components/ui/choice-chip';
import { DollarField, TextField } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { FormAlert } from '@/components/ui/form-alert';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast';
import { useMutationForm } from '@/components/ui/use-mutation-form';
import { apiErrorDetail, apiFieldErrors } from '@/lib/api-error-detail';
import { useCreateShippingMethod, useUpdateShippingMethod } from '../api/change-shipping';
import { EMPTY_BAND, METHOD_FORM_FIELDS, MethodFormSchema, methodChanges, methodFormValues } from '../method-form-values';
import { KIND_LABELS } from '../shipping-labels';

export const METHOD_ADD_FAILED = 'Could not add the method.';
export const METHOD_SAVE_FAILED = 'Could not save the method.';

export interface MethodFormModalProps {
  /** The zone the method ships to; null keeps the modal closed. */
  zone: ShippingZone | null;
  /** The method to change; null adds a new one to the zone. */
  method: ManagedShippingMethod | null;
  onClose: () => void;
}

/** Adds a shipping method to a zone, or changes one (the same form, filled in), in a modal. */
export function MethodFormModal({ zone, method, onClose }: MethodFormModalProps) {
  const [pending, setPending] = useState(false);
  return (
    <Modal
      open={zone !== null}
      onClose={onClose}
      title={method ? 'Edit shipping method' : 'New shipping method'}
      description={zone ? (method ? `${method.name}, to ${zone.name}` : `To ${zone.name}`) : undefined}
      dismissible={!pending}
    >
      {zone ? <MethodForm key={method?._id ?? zone._id} zone={zone} method={method} onDone={onClose} onPendingChange={setPending} /> : null}
    </Modal>
  );
}

function MethodForm({
  zone,
  method,
  onDone,
  onPendingChange,
}: {
  zone: ShippingZone;
  method: ManagedShippingMethod | null;
  onDone: () => void;
  onPendingChange: (pending: boolean) => void;
}) {
  const create = useCreateShippingMethod();
  const update = useUpdateShippingMethod();
  const [failure, setFailure] = useState<{ placed: boolean; detail?: string } | null>(null);
  const mutation = {
    isPending: create.isPending || update.isPending,
    mutateAsync: async (values: ShippingMethodInputParsed): Promise<ShippingMethodMutationResponse | null> => {
      try {
        if (!method) return await create.mutateAsync({ zoneId: zone._id, input: values });
        const changes = methodChanges(method, values);
        return Object.keys(changes).length > 0 ? await update.mutateAsync({ id: method._id, changes }) : null;
      } catch (error) {
        // The alert above the fields; the form puts the fields' part of the refusal beside them.
        const placed = Object.keys(apiFieldErrors(error)).some((field) => (METHOD_FORM_FIELDS as readonly string[]).includes(field));
        setFailure({ placed, detail: placed ? undefined : apiErrorDetail(error) });
        throw error;
      }
    },
  };
  const { register, control, errors, pending, submit, send } = useMutationForm(mutation, {
    schema: MethodFormSchema,
    defaultValues: methodFormValues(method),
    serverFields: METHOD_FORM_FIELDS,
  });
  const kind = useWatch({ control, name: 'kind' });
  const bands = useFieldArray({ control, name: 'bands' });

  const onSubmit = submit(async (values) => {
    setFailure(null);
    onPendingChange(true);
    const sent = await send(values);
    onPendingChange(false);
    if (!sent) return;
    if (sent.data) toast.success(sent.data.message);
    onDone();
  });

  const bandsError = errors.bands?.message ?? errors.bands?.root?.message;
  const bandsErrorId = 'shipping-method-bands-error';

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5" aria-busy={pending}>
      {failure ? (
        <FormAlert
          title={method ? METHOD_SAVE_FAILED : METHOD_ADD_FAILED}
          detail={failure.placed ? 'Please check the highlighted fields.' : (failure.detail ?? 'Please try again.')}
        />
      ) : null}

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Name"
          autoComplete="off"
          hint="What the shopper chooses: Standard, Express."
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Estimate (optional)"
          autoComplete="off"
          hint="How long it takes: 3–5 business days."
          error={errors.estimate?.message}
          {...register('estimate')}
        />
      </div>

      <fieldset>
        <legend className="mb-3 block text-sm font-medium">Priced</legend>
        <div className="flex flex-wrap gap-2">
          {SHIPPING_METHOD_KINDS.map((value) => (
            <ChoiceChip key={value} type="radio" value={value} {...register('kind')}>
              {KIND_LABELS[value]}
            </ChoiceChip>
          ))}
        </div>
      </fieldset>

      {kind === 'weight' ? null : (
        <div className="grid gap-4 sm:grid-cols-2">
          <DollarField
            label={kind === 'free-over' ? 'Rate under the threshold ($)' : 'Rate ($)'}
            hint={kind === 'free-over' ? 'What smaller orders pay.' : 'What every order pays; 0 ships free.'}
            error={errors.rate?.message}
            {...register('rate')}
          />
          {kind === 'free-over' ? (
            <DollarField
              label="Free over ($)"
              hint="Orders of at least this much, after discounts, ship free."
              error={errors.freeOverAmount?.message}
              {...register('freeOverAmount')}
            />
          ) : null}
        </div>
      )}

      {kind === 'weight' ? (
        <fieldset aria-describedby={bandsError ? bandsErrorId : undefined}>
          <legend className="mb-1 block text-sm font-medium">Weight bands</legend>
          <p className="mb-3 text-xs text-muted">
            Lightest first. Leave the last band&rsquo;s weight empty: it prices every heavier parcel.
          </p>
          <ol className="space-y-3">
            {bands.fields.map((field, index) => {
              const number = index + 1;
              return (
                <li key={field.id} className="flex items-start gap-2">
                  <TextField
                    label={`Up to (g), band ${number}`}
                    inputMode="numeric"
                    autoComplete="off"
                    placeholder="Any weight"
                    className="min-w-0 flex-1"
                    error={errors.bands?.[index]?.upToGrams?.message}
                    {...register(`bands.${index}.upToGrams`)}
                  />
                  <DollarField
                    label={`Rate ($), band ${number}`}
                    className="min-w-0 flex-1"
                    error={errors.bands?.[index]?.rate?.message}
                    {...register(`bands.${index}.rate`)}
                  />
                  <Button
                    variant="ghost"
                    size="icon"
                    className="mt-7"
                    aria-label={`Remove band ${number}`}
                    disabled={bands.fields.length === 1}
                    onClick={() => bands.remove(index)}
                  >
                    <X aria-hidden="true" className="size-4" />
                  </Button>
                </li>
              );
            })}
          </ol>
          {bands.fields.length < SHIPPING_BANDS_MAX ? (
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => bands.append(EMPTY_BAND)}>
              <Plus aria-hidden="true" className="size-4" />
              Add band
            </Button>
          ) : null}
          {bandsError ? (
            <p id={bandsErrorId} className="mt-1.5 text-sm text-danger">
              {bandsError}
            </p>
          ) : null}
        </fieldset>
      ) : null}

      <FormActions
        pending={pending}
        submitLabel={method ? 'Save changes' : 'Add method'}
        pendingLabel={method ? 'Saving…' : 'Adding…'}
        onCancel={onDone}
        className="pt-2"
      />
    </form>
  );
}
