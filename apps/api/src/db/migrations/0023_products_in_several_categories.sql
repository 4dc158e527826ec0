ALTER TABLE "products" ADD COLUMN "more_categories" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "products_more_categories_idx" ON "products" USING gin ("more_categories");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_more_categories_not_main" CHECK (not ("products"."category" = any("products"."more_categories")));--> statement-breakpoint
-- A new handle is renamed in every product's further categories too, in the same statement (the
-- main one follows by its foreign key's ON UPDATE CASCADE).
CREATE FUNCTION shop_rename_more_categories() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "products" SET "more_categories" = array_replace("more_categories", OLD."handle", NEW."handle")
    WHERE "more_categories" @> ARRAY[OLD."handle"];
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER categories_rename_more_categories AFTER UPDATE OF "handle" ON "categories"
  FOR EACH ROW WHEN (OLD."handle" IS DISTINCT FROM NEW."handle") EXECUTE FUNCTION shop_rename_more_categories();--> statement-breakpoint
-- A category that a product has as a further one is not deleted, as its foreign key refuses it for
-- a main one: the products move first (categories.service.ts, remove).
CREATE FUNCTION shop_keep_more_categories() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "products" WHERE "more_categories" @> ARRAY[OLD."handle"]) THEN
    RAISE EXCEPTION 'category "%" is still a further category of products', OLD."handle"
      USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'products_more_categories_known';
  END IF;
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER categories_keep_more_categories BEFORE DELETE ON "categories"
  FOR EACH ROW EXECUTE FUNCTION shop_keep_more_categories();--> statement-breakpoint
-- The facet cells count a live product once in each of its categories, main and further, and
-- once in the category '*' (any category), so that a filter without a category counts it once.
DROP TRIGGER products_keep_facet_cells ON products;--> statement-breakpoint
DROP FUNCTION shop_count_facet_cells(text, text[], text[], integer, integer);--> statement-breakpoint
CREATE FUNCTION shop_count_facet_cells(p_categories text[], p_colors text[], p_sizes text[], p_price integer, p_delta integer) RETURNS void
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO catalogue_facet_cells AS cell (category, color, size, bucket, products)
    SELECT DISTINCT k, c, s, shop_price_bucket(p_price), p_delta
    FROM unnest(array_append(p_categories, '*')) AS k, unnest(array_append(p_colors, '*')) AS c, unnest(array_append(p_sizes, '*')) AS s
  ON CONFLICT (category, color, size, bucket) DO UPDATE SET products = cell.products + excluded.products;
  DELETE FROM catalogue_facet_cells
    WHERE category = ANY (array_append(p_categories, '*')) AND bucket = shop_price_bucket(p_price) AND products = 0;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_keep_facet_cells() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.archived_at IS NULL THEN
    PERFORM shop_count_facet_cells(array_prepend(OLD.category, OLD.more_categories), OLD.colors, OLD.sizes, OLD.price_cents, -1);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.archived_at IS NULL THEN
    PERFORM shop_count_facet_cells(array_prepend(NEW.category, NEW.more_categories), NEW.colors, NEW.sizes, NEW.price_cents, 1);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_keep_facet_cells
  AFTER INSERT OR DELETE OR UPDATE OF category, more_categories, colors, sizes, price_cents, archived_at ON products
  FOR EACH ROW EXECUTE FUNCTION shop_keep_facet_cells();--> statement-breakpoint
DELETE FROM catalogue_facet_cells;--> statement-breakpoint
INSERT INTO catalogue_facet_cells (category, color, size, bucket, products)
  SELECT k, c, s, shop_price_bucket(price_cents), count(DISTINCT id)::int
  FROM products,
    unnest(array_append(array_prepend(category, more_categories), '*')) AS k,
    unnest(array_append(colors, '*')) AS c,
    unnest(array_append(sizes, '*')) AS s
  WHERE archived_at IS NULL
  GROUP BY 1, 2, 3, 4;
