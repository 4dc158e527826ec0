/**
 * The product feeds that Google Merchant Center and Meta's catalogues read, and what each of the
 * shop's categories tells them: its Google product category, and the gender and age group its
 * clothes are for. Zod-free: the database schema, the API and the admin's form read it alike.
 */

/** Where each feed is served (public; registered once in Merchant Center or Commerce Manager). */
export const FEED_PATHS = { google: '/feeds/google.xml', meta: '/feeds/meta.csv' } as const;

/** Who a category's clothes are for, as both feeds spell it. */
export const FEED_GENDERS = ['female', 'male', 'unisex'] as const;
export type FeedGender = (typeof FEED_GENDERS)[number];

/** The age groups Google knows (Meta knows them too, and two more that Google does not). */
export const FEED_AGE_GROUPS = ['adult', 'kids', 'toddler', 'infant', 'newborn'] as const;
export type FeedAgeGroup = (typeof FEED_AGE_GROUPS)[number];

/** How long a Google product category may be: a number (`212`) or a path (`Apparel & Accessories > Clothing`). */
export const GOOGLE_CATEGORY_MAX = 250;

/** What a category tells the feeds; empty or null where the admin has said nothing. */
export interface CategoryFeedMapping {
  /** A Google product category's id (`212`) or its path; empty for none. */
  googleProductCategory: string;
  gender: FeedGender | null;
  ageGroup: FeedAgeGroup | null;
}

/** The labels the admin's form shows for each gender and age group (Google's ages: see FEED_AGES_HINT). */
export const FEED_GENDER_LABELS: Record<FeedGender, string> = { female: 'Women', male: 'Men', unisex: 'Unisex' };
export const FEED_AGE_GROUP_LABELS: Record<FeedAgeGroup, string> = {
  adult: 'Adults',
  kids: 'Kids',
  toddler: 'Toddlers',
  infant: 'Infants',
  newborn: 'Newborns',
};
export const FEED_AGES_HINT = 'Kids are 5 to 13 years old, toddlers 1 to 5, infants 3 to 12 months, newborns up to 3 months.';
