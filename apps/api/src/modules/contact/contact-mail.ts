/** The mail a contact message sends to the shop: the sender's words, with Reply-To set to them. */
import type { ContactMessage } from '@shop/shared/contact.schema';
import { renderEmail, type EmailContent } from '../mail';

export function contactEmail(shopName: string, { name, email, message }: ContactMessage): EmailContent {
  return renderEmail({
    shopName,
    subject: `${shopName}: message from ${name}`,
    heading: `A message from ${name}`,
    blocks: [
      { kind: 'paragraph', text: `From: ${name} <${email}>. Reply to this email to answer.` },
      { kind: 'quote', text: message },
    ],
  });
}
