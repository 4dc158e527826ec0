import { hash, verify } from '@node-rs/argon2';
import { passwordWeakness } from '@shop/shared/password-strength';
import { badRequest } from './http-errors';

// argon2id with the OWASP-recommended minimums (19 MiB, 2 passes).
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Refuses a new password that is too easy to guess (the length is the schema's), naming the
 * field and saying why and how to choose a better one.
 */
export async function requireStrongPassword(password: string, personal: string[], field = 'password'): Promise<void> {
  const weakness = await passwordWeakness(password, personal);
  if (weakness) throw badRequest('Please choose a password that is harder to guess.', [{ path: field, message: weakness }]);
}
