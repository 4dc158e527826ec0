ALTER TABLE "categories" ADD COLUMN "google_product_category" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "age_group" text;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_gender_known" CHECK ("categories"."gender" is null or "categories"."gender" in ('female', 'male', 'unisex'));--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_age_group_known" CHECK ("categories"."age_group" is null or "categories"."age_group" in ('adult', 'kids', 'toddler', 'infant', 'newborn'));--> statement-breakpoint
-- The categories a shop starts with (migration 0018), mapped for the product feeds: the demo's
-- tees, tanks, hoodies and sweatshirts are Shirts & Tops (212). A category the owner has added,
-- or given another handle, is left unmapped.
UPDATE "categories" SET "google_product_category" = "mapping"."google", "gender" = "mapping"."gender", "age_group" = "mapping"."age_group"
FROM (VALUES
  ('womens', '212', 'female', 'adult'),
  ('mens', '212', 'male', 'adult'),
  ('kids', '212', 'unisex', 'kids'),
  ('accessories', '167', 'unisex', 'adult'),
  ('dress', '2271', 'female', 'adult'),
  ('jewellery', '188', 'unisex', 'adult'),
  ('cosmetics', '567', NULL, NULL)
) AS "mapping" ("handle", "google", "gender", "age_group")
WHERE "categories"."handle" = "mapping"."handle";
