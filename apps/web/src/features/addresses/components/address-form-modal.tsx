import {
  ADDRESS_LABEL_MAX,
  SavedAddressInputSchema,
  type AddressBookChange,
  type SavedAddress,
  type SavedAddressInput,
  type SavedAddressInputParsed,
} from '@shop/shared/address-book.schema';
import { countryName } from '@shop/shared/address.schema';
import { useState } from 'react';
import { SelectField, TextField } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { FormAlert } from '@/components/ui/form-alert';
import { Modal } from '@/components/ui/modal';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { useMutationForm } from '@/components/ui/use-mutation-form';
import { useSettings } from '@/features/settings/api/get-settings';
import { apiErrorDetail, apiFieldErrors } from '@/lib/api-error-detail';
import { useCreateAddress, useUpdateAddress } from '../api/change-addresses';

export const ADDRESS_ADD_FAILED = 'Could not add the address.';
export const ADDRESS_SAVE_FAILED = 'Could not save the address.';

const FIELDS = ['label', 'name', 'line1', 'line2', 'city', 'state', 'postalCode', 'country', 'phone'] as const;

/** The text fields, in the order a parcel label reads (the country and phone follow). */
const TEXT_FIELDS = [
  { name: 'name', label: 'Full name', autoComplete: 'name' },
  { name: 'line1', label: 'Address line 1', autoComplete: 'address-line1' },
  { name: 'line2', label: 'Address line 2 (optional)', autoComplete: 'address-line2' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'state', label: 'State / region (optional)', autoComplete: 'address-level1' },
  { name: 'postalCode', label: 'Postal code', autoComplete: 'postal-code' },
] as const;

export interface AddressFormModalProps {
  open: boolean;
  /** The address to change; null adds a new one. */
  address: SavedAddress | null;
  onClose: () => void;
}

/** Adds an address to the book, or changes one (the same form, filled in), in a modal. */
export function AddressFormModal({ open, address, onClose }: AddressFormModalProps) {
  const [pending, setPending] = useState(false);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={address ? 'Edit address' : 'Add address'}
      description={address ? address.label || address.line1 : 'Where you want your orders shipped. The checkout offers it.'}
      dismissible={!pending}
    >
      <AddressFormOnceSettled address={address} onDone={onClose} onPendingChange={setPending} />
    </Modal>
  );
}

interface AddressFormProps {
  address: SavedAddress | null;
  onDone: () => void;
  onPendingChange: (pending: boolean) => void;
}

/** The form, once the shop's countries are known: they are the country's choices and a new address's first one. */
function AddressFormOnceSettled(props: AddressFormProps) {
  const settings = useSettings();
  if (!settings.data) {
    return (
      <div role="status" aria-label="Loading the form" className="space-y-4">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  }
  // Mounted afresh on every opening, so it starts from the saved address (or empty).
  return <AddressForm key={props.address?._id ?? 'new'} {...props} shipTo={settings.data.shipping.countries} />;
}

function AddressForm({ address, onDone, onPendingChange, shipTo }: AddressFormProps & { shipTo: readonly string[] }) {
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const [failure, setFailure] = useState<{ placed: boolean; detail?: string } | null>(null);
  // A saved address in a country the shop no longer ships to keeps it on offer, so that an edit does not change it unasked.
  const countries = address && !shipTo.includes(address.country) ? [...shipTo, address.country] : shipTo;

  const mutation = {
    isPending: create.isPending || update.isPending,
    mutateAsync: async (values: SavedAddressInputParsed): Promise<AddressBookChange> => {
      try {
        return address ? await update.mutateAsync({ id: address._id, address: values }) : await create.mutateAsync(values);
      } catch (error) {
        // The alert above the fields; the form puts the fields' part of the refusal beside them.
        const placed = Object.keys(apiFieldErrors(error)).some((field) => (FIELDS as readonly string[]).includes(field));
        setFailure({ placed, detail: placed ? undefined : apiErrorDetail(error) });
        throw error;
      }
    },
  };
  const { register, errors, pending, submit, send } = useMutationForm<
    SavedAddressInput,
    SavedAddressInputParsed,
    AddressBookChange,
    SavedAddressInputParsed
  >(mutation, {
    schema: SavedAddressInputSchema,
    defaultValues: {
      label: address?.label ?? '',
      name: address?.name ?? '',
      line1: address?.line1 ?? '',
      line2: address?.line2 ?? '',
      city: address?.city ?? '',
      state: address?.state ?? '',
      postalCode: address?.postalCode ?? '',
      country: address?.country ?? shipTo[0] ?? '',
      phone: address?.phone ?? '',
    },
    serverFields: FIELDS,
  });

  const onSubmit = submit(async (values) => {
    setFailure(null);
    onPendingChange(true);
    const sent = await send(values);
    onPendingChange(false);
    if (!sent) return;
    toast.success(sent.data.message);
    onDone();
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4" aria-busy={pending}>
      {failure ? (
        <FormAlert
          title={address ? ADDRESS_SAVE_FAILED : ADDRESS_ADD_FAILED}
          detail={failure.placed ? 'Please check the highlighted fields.' : (failure.detail ?? 'Please try again.')}
        />
      ) : null}
      <TextField
        label="Label (optional)"
        autoComplete="off"
        hint={`A short name for it, such as Home or Work: at most ${ADDRESS_LABEL_MAX} characters.`}
        error={errors.label?.message}
        {...register('label')}
      />
      {TEXT_FIELDS.map((field) => (
        <TextField
          key={field.name}
          label={field.label}
          autoComplete={`shipping ${field.autoComplete}`}
          error={errors[field.name]?.message}
          {...register(field.name)}
        />
      ))}
      <SelectField label="Country" autoComplete="shipping country" error={errors.country?.message} {...register('country')}>
        {countries.map((code) => (
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
        error={errors.phone?.message}
        {...register('phone')}
      />
      <FormActions
        pending={pending}
        submitLabel={address ? 'Save changes' : 'Add address'}
        pendingLabel={address ? 'Saving…' : 'Adding…'}
        onCancel={onDone}
        className="pt-2"
      />
    </form>
  );
}
