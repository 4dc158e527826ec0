import { TextField, type TextFieldProps } from '@/components/ui/field';
import { useMessages, useT } from '@/i18n/i18n';

/**
 * Where a second factor is typed: a code from the authenticator app, or a recovery code. Text,
 * not numeric, since a recovery code has letters; no capitals, corrections or spelling marks.
 */
export function SecondFactorCodeField({
  withHint = false,
  ...props
}: Omit<TextFieldProps, 'label' | 'autoComplete' | 'inputMode' | 'hint'> & {
  /** Says what may be typed: the app's six digits, or a recovery code. */
  withHint?: boolean;
}) {
  useMessages('account');
  const t = useT();
  return (
    <TextField
      label={t('auth.field.code')}
      hint={withHint ? t('auth.field.codeHint') : undefined}
      autoComplete="one-time-code"
      inputMode="text"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      {...props}
    />
  );
}
