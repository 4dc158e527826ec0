import { TextField, type TextFieldProps } from '@/components/ui/field';

export const SECOND_FACTOR_HINT = 'The six digits your app shows, or a recovery code.';

/**
 * Where a second factor is typed: a code from the authenticator app, or a recovery code. Text,
 * not numeric, since a recovery code has letters; no capitals, corrections or spelling marks.
 */
export function SecondFactorCodeField(props: Omit<TextFieldProps, 'label' | 'autoComplete' | 'inputMode'>) {
  return (
    <TextField
      label="Code"
      autoComplete="one-time-code"
      inputMode="text"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      {...props}
    />
  );
}
