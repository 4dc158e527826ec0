import { countryName, type ShippingAddress, type ShippingAddressInput } from '@shop/shared/address.schema';
import { MAX_SAVED_ADDRESSES, sameAddress, shippingAddressOf, type SavedAddress } from '@shop/shared/address-book.schema';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { SelectField } from '@/components/ui/field';
import { useUser } from '@/features/auth/auth-store';
import { useFormatLocale, useMessages, useT, type Translate } from '@/i18n/i18n';
import { apiErrorDetail } from '@/lib/api-error-detail';
import { useCreateAddress } from '../api/change-addresses';
import { useAddresses } from '../api/get-addresses';

/** The choice that empties the form for an address not in the book. */
const NEW_ADDRESS = 'new';

export interface CheckoutAddressBookOptions {
  /** The countries the shop ships to: a saved address elsewhere is shown but cannot be chosen. */
  shipTo: readonly string[];
  /** The address form's values now. */
  current: Partial<ShippingAddressInput> | undefined;
  /** Whether the shopper has typed nothing yet: only then does the default fill the form on arrival. */
  untouched: boolean;
  /** Puts an address in the form (null: an empty form). */
  fill: (address: ShippingAddress | null) => void;
}

export interface CheckoutAddressBook {
  /** The choice of saved addresses above the form; nothing for a guest or an empty book. */
  choice: ReactNode;
  /** The checkbox that saves a new address, under the form; nothing for a guest, a saved address or a full book. */
  saveOption: ReactNode;
  /** Saves the address when the shopper asked to; false (and the reason under the checkbox) when it could not be saved. */
  saveIfAsked: (address: ShippingAddressInput) => Promise<boolean>;
}

/** An address as the choice names it: which one first (a narrow select shows only its start), then where. */
const describe = (address: SavedAddress, shipped: boolean, t: Translate, locale: string | undefined) =>
  [
    address.label || address.name,
    address.isDefault ? ` ${t('addresses.defaultMark')}` : '',
    `: ${address.line1}, ${address.city}`,
    shipped ? '' : ` ${t('addresses.notShippedTo', { country: countryName(address.country, locale) })}`,
  ].join('');

/**
 * The signed-in customer's address book on the checkout's address form: their saved addresses to
 * choose from (the default filled in at once), and for an address not in the book, a checkbox to
 * save it. A guest sees neither, and nothing they type is kept by the browser.
 */
export function useCheckoutAddressBook({ shipTo, current, untouched, fill }: CheckoutAddressBookOptions): CheckoutAddressBook {
  useMessages('account');
  const t = useT();
  const locale = useFormatLocale();
  const ids = { choice: useId(), save: useId(), saveError: useId() };
  const signedIn = Boolean(useUser());
  const book = useAddresses({ enabled: signedIn });
  const create = useCreateAddress();
  const [save, setSave] = useState(false);
  const [saveError, setSaveError] = useState<string>();
  const addresses = signedIn ? (book.data ?? []) : [];
  const shipped = (address: SavedAddress) => shipTo.includes(address.country);

  // The default fills the form once, when the book arrives, unless the shopper has begun typing.
  const prefilled = useRef(false);
  const latest = useRef({ untouched, fill });
  useEffect(() => {
    latest.current = { untouched, fill };
  });
  useEffect(() => {
    if (prefilled.current || !book.data) return;
    prefilled.current = true;
    const preferred = book.data.find((address) => address.isDefault && shipTo.includes(address.country));
    if (preferred && latest.current.untouched) latest.current.fill(shippingAddressOf(preferred));
  }, [book.data, shipTo]);

  // The choice follows the form: a saved address while the form holds it, 'a new address' once it is changed.
  const chosen = current ? addresses.find((address) => sameAddress(address, current)) : undefined;
  const full = addresses.length >= MAX_SAVED_ADDRESSES;
  const offerSave = signedIn && book.isSuccess && !chosen && !full;

  const choice =
    addresses.length > 0 ? (
      <SelectField
        id={ids.choice}
        label={t('addresses.saved')}
        className="[&_select]:normal-case"
        value={chosen?._id ?? NEW_ADDRESS}
        onChange={(event) => {
          const address = addresses.find((saved) => saved._id === event.target.value);
          setSaveError(undefined);
          fill(address ? shippingAddressOf(address) : null);
        }}
      >
        {addresses.map((address) => (
          <option key={address._id} value={address._id} disabled={!shipped(address)}>
            {describe(address, shipped(address), t, locale)}
          </option>
        ))}
        <option value={NEW_ADDRESS}>{t('addresses.newAddress')}</option>
      </SelectField>
    ) : null;

  const saveOption = offerSave ? (
    <div className="flex items-start gap-3">
      <input
        id={ids.save}
        type="checkbox"
        className="mt-3 size-5 shrink-0 cursor-pointer accent-ink"
        checked={save}
        aria-invalid={saveError ? true : undefined}
        aria-describedby={saveError ? ids.saveError : undefined}
        onChange={(event) => {
          setSave(event.target.checked);
          setSaveError(undefined);
        }}
      />
      <div className="min-w-0">
        {/* The label's padding makes the whole line a fingertip-sized target. */}
        <label htmlFor={ids.save} className="block cursor-pointer pt-2.5 pb-1 text-sm font-medium">
          {t('addresses.saveToBook')}
        </label>
        {saveError ? (
          <p id={ids.saveError} role="alert" className="text-sm text-danger">
            {saveError}
          </p>
        ) : null}
      </div>
    </div>
  ) : null;

  const saveIfAsked = async (address: ShippingAddressInput): Promise<boolean> => {
    if (!offerSave || !save) return true;
    setSaveError(undefined);
    try {
      await create.mutateAsync(address);
      return true;
    } catch (error) {
      setSaveError(t('addresses.saveFailedAtCheckout', { reason: apiErrorDetail(error) ?? t('addresses.couldNotSave') }));
      return false;
    }
  };

  return { choice, saveOption, saveIfAsked };
}
