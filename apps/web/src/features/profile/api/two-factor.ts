import {
  RecoveryCodesResponseSchema,
  TwoFactorSetupResponseSchema,
  type TwoFactorDisableSchema,
  type TwoFactorEnableSchema,
  type TwoFactorSetupSchema,
} from '@shop/shared/auth.schema';
import { MessageResponseSchema } from '@shop/shared/common.schema';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { userKeys } from '@/features/auth/user-query-keys';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';

export type TwoFactorSetup = z.infer<typeof TwoFactorSetupResponseSchema>;
export type RecoveryCodes = z.infer<typeof RecoveryCodesResponseSchema>;

// NOTE: each call is the signed-in user's own; a 401 still means the session ended, so it signs out as usual.

/** The password again, then a new secret to scan; nothing changes until a code from it is typed (`enableTwoFactor`). */
export function startTwoFactorSetup(input: z.infer<typeof TwoFactorSetupSchema>): Promise<TwoFactorSetup> {
  return api.post('/auth/two-factor/setup', input, { schema: TwoFactorSetupResponseSchema });
}

/** A code from the app turns two-factor sign-in on; the answer holds ten recovery codes, shown once. */
export function enableTwoFactor(input: z.infer<typeof TwoFactorEnableSchema>): Promise<RecoveryCodes> {
  return api.post('/auth/two-factor/enable', input, { schema: RecoveryCodesResponseSchema });
}

/** The password and a second factor turn it off. */
export async function disableTwoFactor(input: z.infer<typeof TwoFactorDisableSchema>): Promise<string> {
  const { message } = await api.post('/auth/two-factor/disable', input, { schema: MessageResponseSchema });
  return message;
}

/** Ten new recovery codes, shown once; the earlier ones stop working. */
export function renewRecoveryCodes(input: z.infer<typeof TwoFactorSetupSchema>): Promise<RecoveryCodes> {
  return api.post('/auth/two-factor/recovery-codes', input, { schema: RecoveryCodesResponseSchema });
}

export function useStartTwoFactorSetup() {
  return useMutation({ mutationFn: startTwoFactorSetup });
}

/** Each change refetches the user (its `twoFactorEnabled`, and `twoFactorDue` for staff). */
export function useEnableTwoFactor() {
  return useInvalidatingMutation(enableTwoFactor, [userKeys.all]);
}

export function useDisableTwoFactor() {
  return useInvalidatingMutation(disableTwoFactor, [userKeys.all]);
}

export function useRenewRecoveryCodes() {
  return useInvalidatingMutation(renewRecoveryCodes, [userKeys.all]);
}
