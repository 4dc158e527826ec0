/** The mail the shop's owners get when it turns a webhook endpoint off. */
import { renderEmail, type EmailContent } from '../mail';

export function endpointDisabledEmail(
  shopName: string,
  endpoint: { url: string; description: string },
  lastError: string | null,
  manageUrl: string,
): EmailContent {
  return renderEmail({
    shopName,
    subject: `Webhook endpoint disabled: ${endpoint.url}`,
    heading: 'A webhook endpoint was turned off.',
    blocks: [
      {
        kind: 'paragraph',
        text: `Every delivery to ${endpoint.url}${endpoint.description ? ` (${endpoint.description})` : ''} failed for a day, so ${shopName} stopped sending to it. Events that happen meanwhile wait for it.`,
      },
      ...(lastError ? [{ kind: 'paragraph' as const, text: `The last attempt: ${lastError}` }] : []),
      {
        kind: 'paragraph',
        text: 'Once the receiver works again, turn the endpoint back on: the waiting events are sent, and each failed one can be sent again.',
      },
      { kind: 'link', label: 'Webhooks', url: manageUrl },
    ],
  });
}
