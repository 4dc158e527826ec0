/** The mail that proves an address or resets a password: a single-use link, and how long it lasts. */
import { renderEmail, type EmailContent } from '../mail';

/**
 * The mail's greeting uses the account's name only once its address is proved: until then, the
 * name was chosen by whoever registered the address, who may not be the person reading.
 */
export function verificationEmail(shopName: string, link: string): EmailContent {
  return renderEmail({
    shopName,
    subject: `${shopName}: verify your email`,
    heading: 'Welcome. Please verify your email.',
    blocks: [
      { kind: 'paragraph', text: 'Open the link below to show that this address is yours. It works once, for 24 hours.' },
      { kind: 'link', label: 'Verify my email', url: link },
      { kind: 'paragraph', text: 'If you did not create an account, you can ignore this email.' },
    ],
  });
}

/** `username` is null while the address is unproved (see verificationEmail). */
export function passwordResetEmail(shopName: string, username: string | null, link: string): EmailContent {
  return renderEmail({
    shopName,
    subject: `${shopName}: reset your password`,
    heading: username
      ? `Hello ${username}, here is your link to choose a new password.`
      : 'Hello, here is your link to choose a new password.',
    blocks: [
      { kind: 'paragraph', text: 'It works once, for one hour. Choosing a new password signs you out everywhere.' },
      { kind: 'link', label: 'Choose a new password', url: link },
      { kind: 'paragraph', text: 'If you did not ask for this, you can ignore this email: your password stays as it is.' },
    ],
  });
}
