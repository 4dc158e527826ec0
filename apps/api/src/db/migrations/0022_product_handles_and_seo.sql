CREATE TABLE "product_handle_redirects" (
	"handle" text PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "seo_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "seo_description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "handle" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seo_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seo_description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_handle_redirects" ADD CONSTRAINT "product_handle_redirects_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_handle_redirects_product_idx" ON "product_handle_redirects" USING btree ("product_id");--> statement-breakpoint
-- A handle made from a name: letters without their accents, digits, and single dashes between
-- them ('Crème Tee (2025)' -> 'creme-tee-2025'); handleFrom in packages/shared does the same.
CREATE FUNCTION shop_handle_from(name text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN coalesce(nullif(trim(BOTH '-' FROM left(regexp_replace(lower(regexp_replace(normalize(name, NFKD), '[\u0300-\u036f]', '', 'g')), '[^a-z0-9]+', '-', 'g'), 90)), ''), 'product');--> statement-breakpoint
-- The first of base, base-2, base-3... that no other product has, now or as a former handle.
CREATE FUNCTION shop_free_handle(base text, self uuid) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  candidate text := base;
  n integer := 1;
BEGIN
  WHILE EXISTS (SELECT 1 FROM "products" WHERE "handle" = candidate AND "id" <> self)
     OR EXISTS (SELECT 1 FROM "product_handle_redirects" WHERE "handle" = candidate AND "product_id" <> self) LOOP
    n := n + 1;
    candidate := base || '-' || n;
  END LOOP;
  RETURN candidate;
END $$;--> statement-breakpoint
-- Today's products get handles from their names, the oldest first (it keeps the plain one).
CREATE INDEX "products_handle_filling" ON "products" ("handle");--> statement-breakpoint
DO $$
DECLARE
  product record;
BEGIN
  FOR product IN SELECT "id", "name" FROM "products" ORDER BY "created_at", "id" LOOP
    UPDATE "products" SET "handle" = shop_free_handle(shop_handle_from(product."name"), product."id") WHERE "id" = product."id";
  END LOOP;
END $$;--> statement-breakpoint
DROP INDEX "products_handle_filling";--> statement-breakpoint
CREATE UNIQUE INDEX "products_handle_key" ON "products" USING btree ("handle");--> statement-breakpoint
-- A product written without a handle (or with an empty one) gets a free one from its name.
CREATE FUNCTION shop_product_handle() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."handle" = '' THEN
    NEW."handle" := shop_free_handle(shop_handle_from(NEW."name"), NEW."id");
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER products_default_handle BEFORE INSERT OR UPDATE OF "handle" ON "products"
  FOR EACH ROW EXECUTE FUNCTION shop_product_handle();--> statement-breakpoint
-- A handle given up keeps answering, with a 301 to the product's new one; a handle taken is
-- no one's former handle any more.
CREATE FUNCTION shop_product_handle_redirects() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD."handle" <> NEW."handle" THEN
    INSERT INTO "product_handle_redirects" ("handle", "product_id") VALUES (OLD."handle", NEW."id")
      ON CONFLICT ("handle") DO UPDATE SET "product_id" = EXCLUDED."product_id", "created_at" = now();
  END IF;
  DELETE FROM "product_handle_redirects" WHERE "handle" = NEW."handle";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_handle_redirects AFTER INSERT OR UPDATE OF "handle" ON "products"
  FOR EACH ROW EXECUTE FUNCTION shop_product_handle_redirects();