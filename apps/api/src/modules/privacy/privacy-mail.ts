/** The mail that says an account's copy of its data is ready: a link to the profile, which holds the downloads. */
import { DATA_EXPORT_HOURS } from '@shop/shared/privacy.schema';
import { DEFAULT_MAIL_LANGUAGE, renderEmail, type EmailContent, type MailLanguage } from '../mail';

/**
 * Asked for by the account's owner, so it carries no unsubscribe link. The link holds no secret:
 * the download asks for the same signed-in account (docs/decisions/039). Written in the
 * account's language, `profileUrl` the profile in it.
 */
export function dataReadyEmail(
  shopName: string,
  profileUrl: string,
  expiresAt: Date,
  language: MailLanguage = DEFAULT_MAIL_LANGUAGE,
): EmailContent {
  const { privacy } = language.words;
  return renderEmail({
    shopName,
    language,
    subject: privacy.subject,
    heading: privacy.heading,
    blocks: [
      { kind: 'paragraph', text: privacy.text },
      { kind: 'link', label: privacy.button, url: profileUrl },
      { kind: 'paragraph', text: privacy.rule({ expires: expiresAt, hours: DATA_EXPORT_HOURS }) },
    ],
  });
}
