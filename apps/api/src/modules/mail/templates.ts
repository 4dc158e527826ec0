/**
 * Every message the shop sends is built from blocks, and one template turns the blocks into
 * both its plain text and its HTML, so the two always say the same. Everything that comes
 * from a person (names, addresses, messages) is escaped in the HTML; line breaks survive.
 */
import { formatMoney, type CurrencyCode } from '@shop/shared/currency';
import { DEFAULT_MAIL_LANGUAGE, type MailLanguage } from './messages';

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

export interface EmailLine {
  name: string;
  details: string;
  quantity: number;
  totalCents: number;
}

export type EmailBlock =
  | { kind: 'paragraph'; text: string }
  /** A person's own words (a contact message): kept as written, line breaks and all. */
  | { kind: 'quote'; text: string }
  /** Amounts in `currency`'s minor units; the base currency's (US dollars) when not given. */
  | { kind: 'lines'; lines: EmailLine[]; currency?: CurrencyCode }
  | { kind: 'totals'; rows: { label: string; cents: number; strong?: boolean }[]; currency?: CurrencyCode }
  | { kind: 'address'; title: string; lines: string[] }
  /** Where something stands among its steps (the order tracker). */
  | { kind: 'steps'; title: string; steps: readonly string[]; current: string }
  | { kind: 'link'; label: string; url: string };

export interface EmailTemplate {
  shopName: string;
  subject: string;
  heading: string;
  blocks: EmailBlock[];
  /** Mail a shopper may stop ends with why it came and a link to stop it. */
  unsubscribe?: { reason: string; url: string };
  /** The language it is written in: its amounts, its `lang` and the layout's own words. The shop's default when left out. */
  language?: MailLanguage;
}

/**
 * An amount as mail writes it, in the mail's locale: in en-US `$1,234.50`, `€12.00`, `¥1,200`
 * (`-$5.00` below zero), US dollars exactly as the shop has always written them; in fr-FR `12,00 €`.
 */
export const mailMoney = (minor: number, currency: CurrencyCode = 'USD', locale = 'en-US') => formatMoney(minor, currency, locale);

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
const multiline = (value: string) => escapeHtml(value).replace(/\r\n|\r|\n/g, '<br>');
/** Only web links become links: anything else (javascript:, data:) is shown as text. */
const safeUrl = (url: string) => (/^https?:\/\//i.test(url) ? url : undefined);

export function renderEmail({
  shopName,
  subject,
  heading,
  blocks,
  unsubscribe,
  language = DEFAULT_MAIL_LANGUAGE,
}: EmailTemplate): EmailContent {
  const { layout } = language.words;
  const footer = unsubscribe ? `\n\n${unsubscribe.reason}\n${layout.unsubscribe}${layout.colon} ${unsubscribe.url}\n` : '';
  const text =
    [heading, '', ...blocks.flatMap((block) => [...textOf(block, language), ''])].join('\n').trimEnd() + `\n\n${shopName}\n${footer}`;
  const html = [
    '<!doctype html>',
    `<html lang="${language.code}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f7f5f0;font-family:Helvetica,Arial,sans-serif;color:#1f1b16;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">',
    `<p style="margin:0 0 24px;font-size:13px;letter-spacing:0.2em;text-transform:uppercase;color:#8a5a44">${escapeHtml(shopName)}</p>`,
    `<h1 style="margin:0 0 16px;font-size:24px;font-weight:normal">${escapeHtml(heading)}</h1>`,
    ...blocks.map((block) => htmlOf(block, language)),
    '</div>',
    ...(unsubscribe && safeUrl(unsubscribe.url)
      ? [
          `<p style="max-width:560px;margin:16px auto 0;font-size:12px;color:#6b625a;text-align:center">${escapeHtml(unsubscribe.reason)} ` +
            `<a href="${escapeHtml(unsubscribe.url)}" style="color:#6b625a">${escapeHtml(layout.unsubscribe)}</a></p>`,
        ]
      : []),
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}

function textOf(block: EmailBlock, { money, words }: MailLanguage): string[] {
  const { colon } = words.layout;
  switch (block.kind) {
    case 'paragraph':
    case 'quote':
      return [block.text];
    case 'lines':
      return block.lines.map((line) => `${line.quantity} x ${line.name} (${line.details})  ${money(line.totalCents, block.currency)}`);
    case 'totals':
      return block.rows.map((row) => `${row.label}${colon} ${money(row.cents, block.currency)}`);
    case 'address':
      return [`${block.title}${colon}`, ...block.lines];
    case 'steps':
      return [
        `${block.title}${colon} ${block.current} (${block.steps.map((step) => (step === block.current ? `[${step}]` : step)).join(' > ')})`,
      ];
    case 'link':
      return [`${block.label}${colon} ${block.url}`];
  }
}

function htmlOf(block: EmailBlock, { money, words }: MailLanguage): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px">${multiline(block.text)}</p>`;
    case 'quote':
      return `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:3px solid #d8cfc4;background:#faf8f4">${multiline(block.text)}</blockquote>`;
    case 'lines':
      return [
        '<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 16px">',
        ...block.lines.map(
          (line) =>
            `<tr><td style="padding:8px 0;border-bottom:1px solid #eee">${line.quantity} &times; ${escapeHtml(line.name)}` +
            `<br><span style="color:#6b625a;font-size:13px">${escapeHtml(line.details)}</span></td>` +
            `<td style="padding:8px 0;border-bottom:1px solid #eee;text-align:right;white-space:nowrap">${money(line.totalCents, block.currency)}</td></tr>`,
        ),
        '</table>',
      ].join('\n');
    case 'totals':
      return [
        '<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 16px">',
        ...block.rows.map((row) => {
          const weight = row.strong ? 'font-weight:bold;' : '';
          return `<tr><td style="padding:2px 0;${weight}">${escapeHtml(row.label)}</td><td style="padding:2px 0;text-align:right;${weight}">${money(row.cents, block.currency)}</td></tr>`;
        }),
        '</table>',
      ].join('\n');
    case 'address':
      return `<h2 style="margin:24px 0 8px;font-size:16px">${escapeHtml(block.title)}</h2><p style="margin:0 0 16px">${block.lines.map(escapeHtml).join('<br>')}</p>`;
    case 'steps':
      return (
        `<h2 style="margin:24px 0 8px;font-size:16px">${escapeHtml(block.title)}</h2><ol style="margin:0 0 16px;padding-left:20px">` +
        block.steps
          .map((step) =>
            step === block.current
              ? `<li><strong>${escapeHtml(step)}</strong> (${escapeHtml(words.layout.now)})</li>`
              : `<li>${escapeHtml(step)}</li>`,
          )
          .join('') +
        '</ol>'
      );
    case 'link': {
      const url = safeUrl(block.url);
      return url
        ? `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 20px;border-radius:999px;background:#1f1b16;color:#ffffff;text-decoration:none">${escapeHtml(block.label)}</a></p>`
        : `<p style="margin:24px 0">${escapeHtml(block.label)}${words.layout.colon} ${escapeHtml(block.url)}</p>`;
    }
  }
}
