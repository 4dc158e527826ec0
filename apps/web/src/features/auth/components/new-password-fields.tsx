import { PASSWORD_MIN } from '@shop/shared/auth.schema';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordField } from '@/components/ui/field';

/** A field of the form: what react-hook-form's `register` gives for it, and its error. */
type RegisteredField = UseFormRegisterReturn & { error?: string };

/**
 * A new password typed twice (the form's schema checks the repeat: `withPasswordConfirmation`),
 * as the reset page and the profile's 'Change password' both ask for it.
 */
export function NewPasswordFields({ password, confirmation }: { password: RegisteredField; confirmation: RegisteredField }) {
  return (
    <>
      <PasswordField label="New password" autoComplete="new-password" hint={`At least ${PASSWORD_MIN} characters.`} {...password} />
      <PasswordField label="Confirm new password" autoComplete="new-password" {...confirmation} />
    </>
  );
}
