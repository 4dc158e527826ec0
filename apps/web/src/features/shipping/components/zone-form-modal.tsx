import type { ShippingZone, ShippingZoneInputParsed, ShippingZoneMutationResponse } from '@shop/shared/shipping.schema';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { inputStyles, SelectField, TextField } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { FormAlert } from '@/components/ui/form-alert';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast';
import { useMutationForm } from '@/components/ui/use-mutation-form';
import { apiErrorDetail, apiFieldErrors } from '@/lib/api-error-detail';
import { cn } from '@/lib/class-names';
import { useCreateShippingZone, useUpdateShippingZone } from '../api/change-shipping';
import { countryChoices, EMPTY_PLACE, ZONE_FORM_FIELDS, ZoneFormSchema, zoneFormValues } from '../zone-form-values';

export const ZONE_ADD_FAILED = 'Could not add the zone.';
export const ZONE_SAVE_FAILED = 'Could not save the zone.';

export interface ZoneFormModalProps {
  open: boolean;
  /** The zone to change; null adds a new one. */
  zone: ShippingZone | null;
  onClose: () => void;
}

/** Adds a shipping zone, or changes one (the same form, filled in), in a modal. */
export function ZoneFormModal({ open, zone, onClose }: ZoneFormModalProps) {
  const [pending, setPending] = useState(false);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={zone ? 'Edit shipping zone' : 'New shipping zone'}
      description={zone ? zone.name : 'The places it ships to: whole countries, or single regions of one.'}
      dismissible={!pending}
    >
      <ZoneForm key={zone?._id ?? 'new'} zone={zone} onDone={onClose} onPendingChange={setPending} />
    </Modal>
  );
}

/** What an edit changes: the name, the places, or both. */
function changesOf(zone: ShippingZone, values: ShippingZoneInputParsed): Partial<ShippingZoneInputParsed> {
  return {
    ...(values.name === zone.name ? {} : { name: values.name }),
    ...(values.places.join(',') === zone.places.join(',') ? {} : { places: values.places }),
  };
}

function ZoneForm({
  zone,
  onDone,
  onPendingChange,
}: {
  zone: ShippingZone | null;
  onDone: () => void;
  onPendingChange: (pending: boolean) => void;
}) {
  const create = useCreateShippingZone();
  const update = useUpdateShippingZone();
  const [failure, setFailure] = useState<{ placed: boolean; detail?: string } | null>(null);
  const mutation = {
    isPending: create.isPending || update.isPending,
    mutateAsync: async (values: ShippingZoneInputParsed): Promise<ShippingZoneMutationResponse | null> => {
      try {
        if (!zone) return await create.mutateAsync(values);
        const changes = changesOf(zone, values);
        return Object.keys(changes).length > 0 ? await update.mutateAsync({ id: zone._id, changes }) : null;
      } catch (error) {
        // The alert above the fields; the form puts the fields' part of the refusal beside them.
        const placed = Object.keys(apiFieldErrors(error)).some((field) => (ZONE_FORM_FIELDS as readonly string[]).includes(field));
        setFailure({ placed, detail: placed ? undefined : apiErrorDetail(error) });
        throw error;
      }
    },
  };
  const { register, control, errors, pending, submit, send } = useMutationForm(mutation, {
    schema: ZoneFormSchema,
    defaultValues: zoneFormValues(zone),
    serverFields: ZONE_FORM_FIELDS,
  });
  const places = useFieldArray({ control, name: 'places' });

  const onSubmit = submit(async (values) => {
    setFailure(null);
    onPendingChange(true);
    const sent = await send(values);
    onPendingChange(false);
    if (!sent) return;
    if (sent.data) toast.success(sent.data.message);
    onDone();
  });

  const placesError = errors.places?.message ?? errors.places?.root?.message;
  const placesErrorId = 'shipping-zone-places-error';

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5" aria-busy={pending}>
      {failure ? (
        <FormAlert
          title={zone ? ZONE_SAVE_FAILED : ZONE_ADD_FAILED}
          detail={failure.placed ? 'Please check the highlighted fields.' : (failure.detail ?? 'Please try again.')}
        />
      ) : null}
      <TextField
        label="Name"
        autoComplete="off"
        hint="What the admin calls it: Domestic, Europe."
        error={errors.name?.message}
        {...register('name')}
      />

      <fieldset aria-describedby={placesError ? placesErrorId : undefined}>
        <legend className="mb-1 block text-sm font-medium">Places</legend>
        <p className="mb-3 text-xs text-muted">
          A whole country, or one of its regions by its code (CA for California). A place belongs to one zone only; a region&rsquo;s zone
          comes before its country&rsquo;s.
        </p>
        <ol className="space-y-3">
          {places.fields.map((field, index) => {
            const rowError = errors.places?.[index]?.message;
            const number = index + 1;
            return (
              <li key={field.id} className="flex items-start gap-2">
                <SelectField
                  id={`shipping-zone-country-${field.id}`}
                  label={`Country ${number}`}
                  className="min-w-0 flex-1"
                  error={rowError}
                  {...register(`places.${index}.country`)}
                >
                  <option value="">Choose a country</option>
                  {countryChoices().map((country) => (
                    <option key={country.code} value={country.code}>
                      {country.name}
                    </option>
                  ))}
                </SelectField>
                <div className="w-28 shrink-0 space-y-1.5">
                  <label htmlFor={`shipping-zone-region-${field.id}`} className="block text-sm font-medium">
                    Region {number}
                  </label>
                  <input
                    id={`shipping-zone-region-${field.id}`}
                    autoComplete="off"
                    autoCapitalize="characters"
                    spellCheck={false}
                    placeholder="Optional"
                    aria-invalid={rowError ? true : undefined}
                    aria-describedby={rowError ? `shipping-zone-country-${field.id}-error` : undefined}
                    className={cn(inputStyles, 'min-h-touch uppercase')}
                    {...register(`places.${index}.region`)}
                  />
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  className="mt-7"
                  aria-label={`Remove place ${number}`}
                  disabled={places.fields.length === 1}
                  onClick={() => places.remove(index)}
                >
                  <X aria-hidden="true" className="size-4" />
                </Button>
              </li>
            );
          })}
        </ol>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => places.append(EMPTY_PLACE)}>
          <Plus aria-hidden="true" className="size-4" />
          Add place
        </Button>
        {placesError ? (
          <p id={placesErrorId} className="mt-1.5 text-sm text-danger">
            {placesError}
          </p>
        ) : null}
      </fieldset>

      <FormActions
        pending={pending}
        submitLabel={zone ? 'Save changes' : 'Add zone'}
        pendingLabel={zone ? 'Saving…' : 'Adding…'}
        onCancel={onDone}
        className="pt-2"
      />
    </form>
  );
}
