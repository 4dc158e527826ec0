import { z } from 'zod';

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

/**
 * A password form's schema with a `confirmPassword` field that must repeat `field`. The repeat
 * guards against a typo in a password nobody can see; it is the browser's check alone, the
 * server never receives it.
 */
export function withPasswordConfirmation<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>, field: keyof Shape & string) {
  const repeats = (values: Record<string, unknown> | undefined) => values?.confirmPassword === values?.[field];
  return schema.extend({ confirmPassword: z.string() }).refine((values) => repeats(values as Record<string, unknown>), {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
    // NOTE: zod skips a refinement once any field has failed; the mismatch is worth saying at
    // the same time as, say, an empty current password.
    when: ({ value }) => {
      const values = value as Record<string, unknown> | undefined;
      return typeof values?.[field] === 'string' && typeof values.confirmPassword === 'string';
    },
  });
}
