/**
 * What a person agrees to be mailed about, each kind on its own: the words of each kind (kept
 * with the consent as they were shown), and the answers of the profile's 'Email preferences' and
 * of an unsubscribe link's preferences.
 */
import { z } from 'zod';
import { DEFAULT_LANGUAGE, type LanguageCode } from './languages';
import { LanguageQuerySchema } from './translation.schema';
import { UnsubscribeParamsSchema } from './waitlist.schema';
import { WISHLIST_ALERTS_WORDING, WISHLIST_ALERTS_WORDING_FR } from './wishlist.schema';

/** Every kind of mail a person agrees to on its own, in the order the preferences list them. */
export const CONSENT_KINDS = ['marketing', 'restock-alerts', 'wishlist-alerts', 'checkout-reminders'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];
export const ConsentKindSchema = z.enum(CONSENT_KINDS, { message: `kind must be one of ${CONSENT_KINDS.join(', ')}` });

/** The kinds an address with no account can change: those its own actions started (a waiting list, a checkout's box). */
export const ADDRESS_CONSENT_KINDS = ['restock-alerts', 'checkout-reminders'] as const satisfies readonly ConsentKind[];

/** News and offers; `{shop}` stands for the shop's name. The shop sends none yet: the consent is recorded for when it does. */
export const MARKETING_WORDING =
  'Email me news and offers from {shop}: new arrivals, sales and discount codes. At most one email a week; stop any time.';
/** The waiting lists' mail, for the whole account (each list still mails only about its own size). */
export const RESTOCK_ALERTS_WORDING =
  "Email me when a sold-out size I'm waiting for is back in stock: one email for each waiting list I join.";
export { WISHLIST_ALERTS_WORDING };
/** Checkout reminders, for the whole account: the box at each checkout still asks for each reminder. */
export const CHECKOUT_REMINDERS_WORDING =
  'Email me one reminder when I leave a checkout unpaid, for the checkouts where I tick the reminder box. Stop any time.';

/** Each kind's words in every language the shop speaks; `{shop}` stands for the shop's name. */
const CONSENT_WORDINGS: Record<LanguageCode, Record<ConsentKind, string>> = {
  en: {
    marketing: MARKETING_WORDING,
    'restock-alerts': RESTOCK_ALERTS_WORDING,
    'wishlist-alerts': WISHLIST_ALERTS_WORDING,
    'checkout-reminders': CHECKOUT_REMINDERS_WORDING,
  },
  fr: {
    marketing:
      'Envoyez-moi les nouveautés et les offres de {shop} : nouveaux articles, soldes et codes de réduction. Au plus un e-mail par semaine ; arrêt à tout moment.',
    'restock-alerts':
      'Prévenez-moi par e-mail quand une taille épuisée que j’attends revient en stock : un e-mail pour chaque liste d’attente que je rejoins.',
    'wishlist-alerts': WISHLIST_ALERTS_WORDING_FR,
    'checkout-reminders':
      'Envoyez-moi un rappel par e-mail quand je laisse un paiement inachevé, pour les paiements où je coche la case du rappel. Arrêt à tout moment.',
  },
};

/**
 * The words a person agrees to by turning a kind on today, in the language of the page that
 * shows them (the default language's unless given), with the shop's name put in.
 */
export function consentWording(kind: ConsentKind, shopName: string, language = DEFAULT_LANGUAGE.code as LanguageCode): string {
  return CONSENT_WORDINGS[language][kind].replace('{shop}', shopName);
}

/** The language the preferences are read and changed in (`?lang=fr`): their words are shown, and kept, in it. */
export const ConsentLanguageQuerySchema = LanguageQuerySchema;

/**
 * One kind as a person's preferences show it: whether it is on, since when (the consent's date,
 * or for an address with no account the first thing that started it), and the words: those agreed
 * to while it is on, those that turning it on would record while it is off.
 */
export const ConsentSchema = z.object({
  kind: ConsentKindSchema,
  on: z.boolean(),
  since: z.string().nullable(),
  wording: z.string(),
});
export type Consent = z.infer<typeof ConsentSchema>;

/** The signed-in account's four kinds (GET /api/consents, and the answer of each change). */
export const ConsentsSchema = z.object({ consents: z.array(ConsentSchema) });
export type Consents = z.infer<typeof ConsentsSchema>;

/** PUT /api/consents/{kind}. */
export const ConsentParamsSchema = z.object({ kind: ConsentKindSchema });
export const ConsentChangeSchema = z.object({ on: z.boolean({ message: 'on must be true or false' }) });
export type ConsentChange = z.infer<typeof ConsentChangeSchema>;

/**
 * The preferences an unsubscribe link opens without signing in: those of the address it was
 * mailed to, the four of its account when it has one (`account`), else the kinds an address has.
 */
export const AddressPreferencesSchema = z.object({
  email: z.string(),
  account: z.boolean(),
  consents: z.array(ConsentSchema),
});
export type AddressPreferences = z.infer<typeof AddressPreferencesSchema>;

/** PUT /api/unsubscribe/{token}/preferences: one kind turned on or off. */
export const AddressPreferenceChangeSchema = ConsentChangeSchema.extend({ kind: ConsentKindSchema });
export type AddressPreferenceChange = z.infer<typeof AddressPreferenceChangeSchema>;
export const UnsubscribePreferencesParamsSchema = UnsubscribeParamsSchema;
