import type { ContactMessage } from '@shop/shared/contact.schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Only the status is read: the thank-you text is the shop's own (CONTACT_SUCCESS_MESSAGE in @shop/shared/contact.messages). */
export async function sendContactMessage(input: ContactMessage): Promise<void> {
  await api.post('/contact', input);
}

/** Sends a message from the contact form to the shop. */
export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
