ALTER TABLE "product_variants" ALTER COLUMN "stock" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "product_variants" ALTER COLUMN "stock" DROP NOT NULL;--> statement-breakpoint
-- A variant whose stock is not counted has a null stock: every variant of an untracked product,
-- and now also one variant of a tracked product that the admin leaves uncounted.
UPDATE "product_variants" v SET "stock" = NULL FROM "products" p WHERE p."id" = v."product_id" AND NOT p."track_stock";--> statement-breakpoint
-- A new colour or size of a tracked product starts counted at 0, of an untracked one uncounted;
-- a product that stops tracking stops counting every variant.
CREATE OR REPLACE FUNCTION shop_sync_variants() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "product_variants" v
    WHERE v."product_id" = NEW."id" AND NOT (v."color" = ANY (NEW."colors") AND v."size" = ANY (NEW."sizes"));
  INSERT INTO "product_variants" ("product_id", "color", "size", "stock")
    SELECT NEW."id", c.color, s.size, CASE WHEN NEW."track_stock" THEN 0 END
    FROM unnest(NEW."colors") AS c(color) CROSS JOIN unnest(NEW."sizes") AS s(size)
    ON CONFLICT DO NOTHING;
  IF NOT NEW."track_stock" THEN
    UPDATE "product_variants" SET "stock" = NULL WHERE "product_id" = NEW."id" AND "stock" IS NOT NULL;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER products_sync_variants ON "products";--> statement-breakpoint
CREATE TRIGGER products_sync_variants AFTER INSERT OR UPDATE OF "colors", "sizes", "track_stock" ON "products"
  FOR EACH ROW EXECUTE FUNCTION shop_sync_variants();
