import type { JoinWaitlist } from '@shop/shared/waitlist.schema';
import { api } from '@/lib/api-client';

/** The server's thanks (WAITLIST_JOINED_MESSAGE) and the address it will write to. */
export interface WaitlistJoined {
  message: string;
  email: string;
}

/**
 * 'Email me when it's back' for a sold-out colour and size. A signed-in shopper may leave the
 * email out: the account's is used. Refused with 400 (in stock again, no address, a wrong one,
 * by field), 404 (not offered in that colour and size) or 429 (too many).
 *
 * NOTE: a plain call, not a useMutation hook, and no schema on the answer: the form that sends it
 * loads on the product page, whose first load lists every file the form needs, and is held to a budget.
 */
export function joinWaitlist(body: JoinWaitlist): Promise<WaitlistJoined> {
  return api.post('/waitlist', body);
}
