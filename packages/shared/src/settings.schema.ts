import { z } from 'zod';

/** Public facts about the shop, from the server's settings. */
export const ShopSettingsSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  city: z.string(),
  state: z.string(),
  social: z.object({ github: z.string(), facebook: z.string(), instagram: z.string() }),
  paymentProvider: z.enum(['stripe', 'test']),
  /** False when mail is only logged (no SMTP or EmailJS set): the shop then promises no email. */
  mailDelivers: z.boolean(),
  /** What shipping costs, in cents, and where the shop ships (ISO country codes). */
  shipping: z.object({
    flatRateCents: z.number().int(),
    freeOverCents: z.number().int().nullable(),
    countries: z.array(z.string()),
  }),
});
export type ShopSettings = z.infer<typeof ShopSettingsSchema>;
