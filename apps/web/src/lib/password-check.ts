import { passwordWeakness } from '@shop/shared/password-strength';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * The shop's password rule, asked before a form sends a new password (the server asks it
 * too): when the password is too easy to guess, the field says why and this answers true.
 */
export async function refusedAsWeak<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  field: Path<Values>,
  password: string,
  personal: string[] = [],
): Promise<boolean> {
  const weakness = await passwordWeakness(password, personal);
  if (weakness) setError(field, { message: weakness });
  return weakness !== null;
}
