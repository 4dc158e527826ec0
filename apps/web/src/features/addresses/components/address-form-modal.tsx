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
import { useFormatLocale, useMessages, useT } from '@/i18n/i18n';
import { apiErrorDetail, apiFieldErrors } from '@/lib/api-error-detail';
import { ADDRESS_TEXT_FIELDS } from '../address-fields';
import { useCreateAddress, useUpdateAddress } from '../api/change-addresses';

const FIELDS = ['label', 'name', 'line1', 'line2', 'city', 'state', 'postalCode', 'country', 'phone'] as const;

export interface AddressFormModalProps {
  open: boolean;
  /** The address to change; null adds a new one. */
  address: SavedAddress | null;
  onClose: () => void;
}

/** Adds an address to the book, or changes one (the same form, filled in), in a modal. */
export function AddressFormModal({ open, address, onClose }: AddressFormModalProps) {
  useMessages('account');
  const t = useT();
  const [pending, setPending] = useState(false);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={address ? t('addresses.edit') : t('addresses.add')}
      description={address ? address.label || address.line1 : t('addresses.addDetail')}
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
  const t = useT();
  const settings = useSettings();
  if (!settings.data) {
    return (
      <div role="status" aria-label={t('addresses.loadingForm')} className="space-y-4">
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
  const t = useT();
  const locale = useFormatLocale();
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
          title={address ? t('addresses.saveFailed') : t('addresses.addFailed')}
          detail={failure.placed ? t('addresses.checkFields') : (failure.detail ?? t('auth.tryAgain'))}
        />
      ) : null}
      <TextField
        label={t('addresses.field.label')}
        autoComplete="off"
        hint={t('addresses.field.labelHint', { max: ADDRESS_LABEL_MAX })}
        error={errors.label?.message}
        {...register('label')}
      />
      {ADDRESS_TEXT_FIELDS.map((field) => (
        <TextField
          key={field.name}
          label={t(field.label)}
          autoComplete={`shipping ${field.autoComplete}`}
          error={errors[field.name]?.message}
          {...register(field.name)}
        />
      ))}
      <SelectField
        label={t('addresses.field.country')}
        autoComplete="shipping country"
        error={errors.country?.message}
        {...register('country')}
      >
        {countries.map((code) => (
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
        error={errors.phone?.message}
        {...register('phone')}
      />
      <FormActions
        pending={pending}
        submitLabel={address ? t('addresses.saveChanges') : t('addresses.add')}
        pendingLabel={address ? t('auth.saving') : t('dashboard.guestOrders.adding')}
        onCancel={onDone}
        className="pt-2"
      />
    </form>
  );
}
