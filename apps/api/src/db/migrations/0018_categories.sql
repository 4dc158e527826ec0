CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"handle" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "categories_handle_idx" ON "categories" USING btree ("handle");--> statement-breakpoint
-- The shop's first categories, as data: the storefront's three, then the admin's four, named
-- as the shop has shown them. Then any other category a product already carries, after them in
-- alphabetical order, so that every product keeps its own.
INSERT INTO "categories" ("handle", "name", "position") VALUES
  ('womens', 'Womens', 0),
  ('mens', 'Mens', 1),
  ('kids', 'Kids', 2),
  ('accessories', 'Accessories', 3),
  ('dress', 'Dress', 4),
  ('jewellery', 'Jewellery', 5),
  ('cosmetics', 'Cosmetics', 6);--> statement-breakpoint
INSERT INTO "categories" ("handle", "name", "position")
  SELECT "category", upper(left("category", 1)) || substr("category", 2), 6 + row_number() OVER (ORDER BY "category")
  FROM (SELECT DISTINCT "category" FROM "products") AS "carried"
  WHERE "category" NOT IN (SELECT "handle" FROM "categories");--> statement-breakpoint
-- A category's name, picture and order are part of what the catalogue's answers show.
CREATE TRIGGER categories_bump_catalogue_version
  AFTER INSERT OR UPDATE OR DELETE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION shop_bump_catalogue_version();--> statement-breakpoint
CREATE TRIGGER categories_truncate_bumps_catalogue_version
  AFTER TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION shop_bump_catalogue_version();--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_categories_handle_fk" FOREIGN KEY ("category") REFERENCES "public"."categories"("handle") ON DELETE no action ON UPDATE cascade;