import { PASSWORD_MIN } from '@shop/shared/auth.schema';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordField } from '@/components/ui/field';
import { useMessages, useT } from '@/i18n/i18n';

/** A field of the form: what react-hook-form's `register` gives for it, and its error. */
type RegisteredField = UseFormRegisterReturn & { error?: string };

/**
 * A new password typed twice (the form's schema checks the repeat: `withPasswordConfirmation`),
 * as the reset page and the profile's 'Change password' both ask for it.
 */
export function NewPasswordFields({ password, confirmation }: { password: RegisteredField; confirmation: RegisteredField }) {
  useMessages('account');
  const t = useT();
  return (
    <>
      <PasswordField
        label={t('auth.field.newPassword')}
        autoComplete="new-password"
        hint={t('auth.field.newPasswordHint', { min: PASSWORD_MIN })}
        {...password}
      />
      <PasswordField label={t('auth.field.confirmPassword')} autoComplete="new-password" {...confirmation} />
    </>
  );
}
