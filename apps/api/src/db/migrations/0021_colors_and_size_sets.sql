CREATE TABLE "colors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"handle" text NOT NULL,
	"name" text NOT NULL,
	"hex" text,
	"image" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "colors_hex_format" CHECK ("colors"."hex" is null or "colors"."hex" ~ '^#[0-9a-f]{6}$')
);
--> statement-breakpoint
CREATE TABLE "size_sets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"handle" text NOT NULL,
	"name" text NOT NULL,
	"sizes" text[] DEFAULT '{}'::text[] NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "size_set" text;--> statement-breakpoint
CREATE UNIQUE INDEX "colors_handle_idx" ON "colors" USING btree ("handle");--> statement-breakpoint
CREATE UNIQUE INDEX "size_sets_handle_idx" ON "size_sets" USING btree ("handle");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_size_set_size_sets_handle_fk" FOREIGN KEY ("size_set") REFERENCES "public"."size_sets"("handle") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "products_size_set_idx" ON "products" USING btree ("size_set");--> statement-breakpoint
-- The shop's colours, as data: the eight it had, with the paint and the names it has shown.
-- Then any other colour a product already carries, after them in alphabetical order, with the
-- paint the storefront gave it when it knew one, so that every product keeps its own.
INSERT INTO "colors" ("handle", "name", "hex", "position") VALUES
  ('black', 'Black', '#1f1b17', 0),
  ('red', 'Red', '#b3261e', 1),
  ('blue', 'Blue', '#2f5d9e', 2),
  ('green', 'Green', '#3f7a4a', 3),
  ('pink', 'Pink', '#e7a1b4', 4),
  ('gold', 'Gold', '#c9a227', 5),
  ('silver', 'Silver', '#b9bcc0', 6),
  ('beige', 'Beige', '#e3d5bd', 7);--> statement-breakpoint
INSERT INTO "colors" ("handle", "name", "hex", "position")
  SELECT "color",
    upper(left("color", 1)) || replace(substr("color", 2), '-', ' '),
    CASE "color"
      WHEN 'white' THEN '#ffffff' WHEN 'grey' THEN '#8a8a8a' WHEN 'gray' THEN '#8a8a8a'
      WHEN 'brown' THEN '#7a4f2f' WHEN 'yellow' THEN '#e8c547' WHEN 'orange' THEN '#d9772b'
      WHEN 'purple' THEN '#6b4a8c' WHEN 'navy' THEN '#1f2f52'
    END,
    7 + row_number() OVER (ORDER BY "color")
  FROM (
    SELECT unnest("colors") AS "color" FROM "products"
    UNION SELECT "color" FROM "product_variants"
  ) AS "carried"
  WHERE "color" NOT IN (SELECT "handle" FROM "colors");--> statement-breakpoint
-- A colour's name, paint and order are part of what the catalogue's answers show.
CREATE TRIGGER colors_bump_catalogue_version
  AFTER INSERT OR UPDATE OR DELETE ON colors
  FOR EACH STATEMENT EXECUTE FUNCTION shop_bump_catalogue_version();--> statement-breakpoint
CREATE TRIGGER colors_truncate_bumps_catalogue_version
  AFTER TRUNCATE ON colors
  FOR EACH STATEMENT EXECUTE FUNCTION shop_bump_catalogue_version();--> statement-breakpoint
CREATE TRIGGER size_sets_bump_catalogue_version
  AFTER INSERT OR UPDATE OR DELETE ON size_sets
  FOR EACH STATEMENT EXECUTE FUNCTION shop_bump_catalogue_version();--> statement-breakpoint
CREATE TRIGGER size_sets_truncate_bumps_catalogue_version
  AFTER TRUNCATE ON size_sets
  FOR EACH STATEMENT EXECUTE FUNCTION shop_bump_catalogue_version();--> statement-breakpoint
-- A product's sizes in its set's order; a size the set lacks keeps its place after them.
CREATE FUNCTION shop_order_sizes(sizes text[], set_sizes text[]) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN (SELECT coalesce(array_agg(u.size ORDER BY coalesce(array_position(set_sizes, u.size), 2147483647), u.ord), '{}'::text[])
    FROM unnest(sizes) WITH ORDINALITY AS u(size, ord));--> statement-breakpoint
-- Every way a product is written (the admin, an import, the seed, the tests' fixtures) keeps its
-- sizes in its set's order; a product written without a set gets the first set, in the shop's
-- order, that holds all its sizes (none when no set does: the services refuse that case).
CREATE FUNCTION shop_product_size_set() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  set_sizes text[];
BEGIN
  IF NEW."size_set" IS NULL THEN
    SELECT s."handle" INTO NEW."size_set" FROM "size_sets" s WHERE s."sizes" @> NEW."sizes" ORDER BY s."position", s."handle" LIMIT 1;
  END IF;
  IF NEW."size_set" IS NOT NULL THEN
    SELECT s."sizes" INTO set_sizes FROM "size_sets" s WHERE s."handle" = NEW."size_set";
    NEW."sizes" := shop_order_sizes(NEW."sizes", set_sizes);
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER products_size_set BEFORE INSERT OR UPDATE OF "sizes", "size_set" ON "products"
  FOR EACH ROW EXECUTE FUNCTION shop_product_size_set();--> statement-breakpoint
-- A set whose sizes are put in another order puts its products' sizes in that order too.
CREATE FUNCTION shop_size_set_reorders_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."sizes" IS DISTINCT FROM OLD."sizes" THEN
    UPDATE "products" SET "sizes" = "sizes" WHERE "size_set" = NEW."handle";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER size_sets_reorder_products AFTER UPDATE OF "sizes" ON "size_sets"
  FOR EACH ROW EXECUTE FUNCTION shop_size_set_reorders_products();--> statement-breakpoint
-- The shop's first size sets. Letters holds any size a product carries that no set holds (after
-- its own, in alphabetical order), so that every product keeps its sizes; then each product gets
-- the first set that holds all of its sizes: Letters for most, One size for 'one-size' ones.
INSERT INTO "size_sets" ("handle", "name", "sizes", "position") VALUES
  ('letters', 'Letters', '{xs,s,m,l,xl,2xl,3xl}', 0),
  ('waist', 'Waist', '{28,29,30,31,32,33,34,36,38,40}', 1),
  ('shoe', 'Shoe', '{36,37,38,39,40,41,42,43,44,45,46}', 2),
  ('one-size', 'One size', '{one-size}', 3);--> statement-breakpoint
UPDATE "size_sets" SET "sizes" = "sizes" || (
    SELECT coalesce(array_agg(DISTINCT c.size ORDER BY c.size), '{}'::text[])
    FROM "products" p CROSS JOIN LATERAL unnest(p."sizes") AS c(size)
    WHERE NOT EXISTS (SELECT 1 FROM "size_sets" s WHERE s."sizes" @> p."sizes")
      AND NOT c.size = ANY ("size_sets"."sizes")
  )
  WHERE "handle" = 'letters';--> statement-breakpoint
UPDATE "products" SET "size_set" = (
    SELECT s."handle" FROM "size_sets" s WHERE s."sizes" @> "products"."sizes"
    ORDER BY (s."handle" = 'one-size' AND cardinality("products"."sizes") > 0) DESC, s."position" LIMIT 1
  );
