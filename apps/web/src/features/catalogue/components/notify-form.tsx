import type { Product } from '@shop/shared/product.schema';
import { soldOutSizes } from '@shop/shared/product-availability';
import { WAITLIST_JOINED_MESSAGE, WAITLIST_NOTE } from '@shop/shared/waitlist.messages';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { EmailField, SelectField } from '@/components/ui/field';
import { useUser } from '@/features/auth/auth-store';
import { useColorName } from '../api/get-shop-options';
import { useLaterMessages, useT } from '@/i18n/i18n';
import { joinWaitlist } from '../api/join-waitlist';
import { useSizeLabel } from '@/i18n/size-label';

const FIELDS = ['color', 'size', 'email'] as const;
type Field = (typeof FIELDS)[number];
type FieldErrors = Partial<Record<Field, string>>;

/**
 * The waiting list's form: a sold-out size (of the chosen colour, or of a colour chosen here when
 * the page has none), the address to write to (the account's, editable, for a signed-in shopper;
 * required of a guest) and what will be sent. A refusal shows by its field, or above the form;
 * nothing typed is lost.
 *
 * NOTE: a plain form, without zod: the server checks the same rules. It loads at the first press
 * of 'Email me when it's back', and the product page's first load lists every file it imports:
 * what reads a refusal loads when one comes (the reviews have loaded it by then).
 */
export function NotifyForm({
  product,
  color,
  size,
  onJoined,
}: {
  product: Product;
  /** The page's chosen colour ('' for none). */
  color: string;
  /** The page's chosen size ('' for none): chosen here too when it is sold out. */
  size: string;
  /** Told WAITLIST_JOINED_MESSAGE once the shopper is on the list. */
  onJoined: (message: string) => void;
}) {
  const user = useUser();
  useLaterMessages();
  const colorName = useColorName();
  const t = useT();
  const sizeLabel = useSizeLabel();
  const form = useRef<HTMLFormElement>(null);
  // The colours with a sold-out size: the chosen one, or each of them when none is chosen.
  const colors = (color ? [color] : product.color).filter((value) => soldOutSizes(product, value).length > 0);
  const [ownColor, setOwnColor] = useState(colors.length === 1 ? colors[0]! : '');
  const [ownSize, setOwnSize] = useState(size);
  const [email, setEmail] = useState(user?.email ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const chosenColor = color || ownColor;
  const sizes = chosenColor ? soldOutSizes(product, chosenColor) : [];
  const chosenSize = sizes.includes(ownSize) ? ownSize : sizes.length === 1 ? sizes[0]! : '';

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    const input = first ? form.current?.elements.namedItem(first) : null;
    if (input instanceof HTMLElement) input.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const address = email.trim();
    const missing: FieldErrors = {};
    if (!chosenColor) missing.color = t('notify.chooseColour');
    if (!chosenSize) missing.size = t('notify.chooseSize');
    // A signed-in shopper's list goes to the account's address when the field is left empty.
    if (!address && !user) missing.email = t('notify.enterEmail');
    setProblem(null);
    showErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setSending(true);
    try {
      await joinWaitlist({ productId: product._id, color: chosenColor, size: chosenSize, ...(address ? { email: address } : {}) });
    } catch (error) {
      const { apiErrorDetail, apiFieldErrors } = await import('@/lib/api-error-detail');
      const refused = apiFieldErrors(error);
      const found: FieldErrors = {};
      for (const field of FIELDS) if (refused[field]) found[field] = refused[field];
      showErrors(found);
      // What no field explains (in stock again, not offered, too many tries) stands above the form.
      if (Object.keys(found).length === 0) setProblem(apiErrorDetail(error) ?? t('notify.tryAgain'));
      setSending(false);
      return;
    }
    onJoined(WAITLIST_JOINED_MESSAGE);
  };

  // An error goes once its field is edited; 'Notify me' checks again.
  const edited = (field: Field) => {
    if (errors[field]) setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  return (
    <form
      ref={form}
      noValidate
      aria-label={t('backInStock.button')}
      aria-busy={sending}
      onSubmit={(event) => void onSubmit(event)}
      className="mt-2 space-y-4 rounded-lg border border-line bg-white p-4"
    >
      {/* As FormAlert shows a form's failure, written here so that the form lists one file fewer. */}
      {problem ? (
        <div role="alert" className="rounded-md border border-danger/30 bg-danger-soft px-4 py-3 text-danger">
          <p className="font-medium">{t('notify.failed')}</p>
          <p className="mt-1 text-sm">{problem}</p>
        </div>
      ) : null}
      {color ? null : (
        <SelectField
          label={t('notify.colour')}
          name="color"
          value={chosenColor}
          error={errors.color}
          className="[&_select]:normal-case"
          onChange={(event) => {
            setOwnColor(event.target.value);
            edited('color');
          }}
        >
          <option value="">{t('notify.selectColour')}</option>
          {colors.map((value) => (
            <option key={value} value={value}>
              {colorName(value)}
            </option>
          ))}
        </SelectField>
      )}
      <SelectField
        label={t('notify.size')}
        name="size"
        value={chosenSize}
        error={errors.size}
        disabled={sizes.length === 0}
        className="[&_select]:normal-case"
        onChange={(event) => {
          setOwnSize(event.target.value);
          edited('size');
        }}
      >
        <option value="">{chosenColor ? t('addToCart.selectSize') : t('notify.colourFirst')}</option>
        {sizes.map((value) => (
          <option key={value} value={value}>
            {sizeLabel(value)}
          </option>
        ))}
      </SelectField>
      <EmailField
        label={t('notify.email')}
        name="email"
        value={email}
        spellCheck={false}
        required={!user}
        error={errors.email}
        hint={WAITLIST_NOTE}
        onChange={(event) => {
          setEmail(event.target.value);
          edited('email');
        }}
      />
      <Button type="submit" disabled={sending}>
        {sending ? t('notify.sending') : t('notify.button')}
      </Button>
    </form>
  );
}
