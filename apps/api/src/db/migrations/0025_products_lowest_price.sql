ALTER TABLE "products" ADD COLUMN "min_price_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "products_min_price_idx" ON "products" USING btree ("min_price_cents");--> statement-breakpoint
-- The lowest price over a product's variants: a variant's own price, or the product's.
UPDATE "products" p SET "min_price_cents" = coalesce(
  (SELECT min(coalesce(v."price_cents", p."price_cents")) FROM "product_variants" v WHERE v."product_id" = p."id"), p."price_cents");--> statement-breakpoint
-- A product written with a new price reads its variants' prices against it (a new product has
-- no variants yet: its own price, until they come).
CREATE FUNCTION shop_product_min_price() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."min_price_cents" := coalesce(
    (SELECT min(coalesce(v."price_cents", NEW."price_cents")) FROM "product_variants" v WHERE v."product_id" = NEW."id"), NEW."price_cents");
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER products_min_price BEFORE INSERT OR UPDATE OF "price_cents" ON "products"
  FOR EACH ROW EXECUTE FUNCTION shop_product_min_price();--> statement-breakpoint
-- Variants written, priced or removed: their products' lowest price again, once per statement
-- however many rows it wrote (an import or a bulk change), and only where it moved.
CREATE FUNCTION shop_variants_min_price() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "products" p SET "min_price_cents" = m.price
    FROM (
      SELECT p2."id", coalesce(min(coalesce(v."price_cents", p2."price_cents")), p2."price_cents") AS price
      FROM "products" p2 LEFT JOIN "product_variants" v ON v."product_id" = p2."id"
      WHERE p2."id" IN (SELECT "product_id" FROM changed)
      GROUP BY p2."id"
    ) m
    WHERE p."id" = m."id" AND p."min_price_cents" IS DISTINCT FROM m.price;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER product_variants_min_price_insert AFTER INSERT ON "product_variants"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION shop_variants_min_price();--> statement-breakpoint
CREATE TRIGGER product_variants_min_price_update AFTER UPDATE ON "product_variants"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION shop_variants_min_price();--> statement-breakpoint
CREATE TRIGGER product_variants_min_price_delete AFTER DELETE ON "product_variants"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION shop_variants_min_price();--> statement-breakpoint
-- The facet cells count a product in the price range of its lowest price, as the filter finds it.
-- A trigger on named columns fires only when the statement names one (a BEFORE trigger's change
-- does not count), so a new price_cents names it too.
CREATE OR REPLACE FUNCTION shop_keep_facet_cells() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.archived_at IS NULL THEN
    PERFORM shop_count_facet_cells(array_prepend(OLD.category, OLD.more_categories), OLD.colors, OLD.sizes, OLD.min_price_cents, -1);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.archived_at IS NULL THEN
    PERFORM shop_count_facet_cells(array_prepend(NEW.category, NEW.more_categories), NEW.colors, NEW.sizes, NEW.min_price_cents, 1);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER products_keep_facet_cells ON products;--> statement-breakpoint
CREATE TRIGGER products_keep_facet_cells
  AFTER INSERT OR DELETE OR UPDATE OF category, more_categories, colors, sizes, price_cents, min_price_cents, archived_at ON products
  FOR EACH ROW EXECUTE FUNCTION shop_keep_facet_cells();--> statement-breakpoint
DELETE FROM catalogue_facet_cells;--> statement-breakpoint
INSERT INTO catalogue_facet_cells (category, color, size, bucket, products)
  SELECT k, c, s, shop_price_bucket(min_price_cents), count(DISTINCT id)::int
  FROM products,
    unnest(array_append(array_prepend(category, more_categories), '*')) AS k,
    unnest(array_append(colors, '*')) AS c,
    unnest(array_append(sizes, '*')) AS s
  WHERE archived_at IS NULL
  GROUP BY 1, 2, 3, 4;
