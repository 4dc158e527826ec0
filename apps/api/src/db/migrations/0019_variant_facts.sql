ALTER TABLE "product_variants" ADD COLUMN "sku" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "barcode" text;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "weight_grams" integer;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "price_cents" integer;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "compare_at_cents" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "sku" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The SKU a variant gets until the admin gives it one: the product id's first ten hex digits,
-- the colour and the size, in capitals (defaultSku in packages/shared computes the same). Every
-- insert without a SKU gets it, whichever way the row comes (the admin, an import, the seed).
CREATE FUNCTION shop_default_sku(product_id uuid, color text, size text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN upper(substr(replace(product_id::text, '-', ''), 1, 10)) || '-' || upper(regexp_replace(color, '[^a-zA-Z0-9]', '', 'g')) || '-' || upper(regexp_replace(size, '[^a-zA-Z0-9]', '', 'g'));--> statement-breakpoint
CREATE FUNCTION shop_variant_sku() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.sku = '' THEN
    NEW.sku := shop_default_sku(NEW.product_id, NEW.color, NEW.size);
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER product_variants_default_sku BEFORE INSERT OR UPDATE OF sku ON "product_variants"
  FOR EACH ROW EXECUTE FUNCTION shop_variant_sku();--> statement-breakpoint
-- Every product has a row per colour x size it is offered in, tracked or not: the facts of a
-- variant live there (an untracked product's rows carry no stock that is read). The database
-- keeps it so, whichever way a product is written: a new colour or size adds its variants, with
-- the default SKU; a colour or size taken away takes its variants with it.
CREATE FUNCTION shop_sync_variants() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "product_variants" v
    WHERE v."product_id" = NEW."id" AND NOT (v."color" = ANY (NEW."colors") AND v."size" = ANY (NEW."sizes"));
  INSERT INTO "product_variants" ("product_id", "color", "size")
    SELECT NEW."id", c.color, s.size FROM unnest(NEW."colors") AS c(color) CROSS JOIN unnest(NEW."sizes") AS s(size)
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_sync_variants AFTER INSERT OR UPDATE OF "colors", "sizes" ON "products"
  FOR EACH ROW EXECUTE FUNCTION shop_sync_variants();--> statement-breakpoint
INSERT INTO "product_variants" ("product_id", "color", "size")
  SELECT p."id", c.color, s.size
  FROM "products" p CROSS JOIN LATERAL unnest(p."colors") AS c(color) CROSS JOIN LATERAL unnest(p."sizes") AS s(size)
  ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "product_variants" SET "sku" = '' WHERE "sku" = '';--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_sku_key" ON "product_variants" USING btree ("sku");--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_price_positive" CHECK ("product_variants"."price_cents" is null or "product_variants"."price_cents" > 0);--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_compare_at_positive" CHECK ("product_variants"."compare_at_cents" is null or "product_variants"."compare_at_cents" > 0);--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_weight_nonnegative" CHECK ("product_variants"."weight_grams" is null or "product_variants"."weight_grams" >= 0);