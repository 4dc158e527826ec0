CREATE TABLE "catalogue_facet_cells" (
	"category" text NOT NULL,
	"color" text NOT NULL,
	"size" text NOT NULL,
	"bucket" integer NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "catalogue_facet_cells_category_color_size_bucket_pk" PRIMARY KEY("category","color","size","bucket")
);
--> statement-breakpoint
-- The index of a price in the shop's price ranges (PRICE_RANGES in packages/shared: under $50,
-- $50-100, $100-200, $200 and above). facet-cells.test.ts holds the two equal.
CREATE FUNCTION shop_price_bucket(cents integer) RETURNS integer
  LANGUAGE sql IMMUTABLE
  AS $$
  SELECT CASE WHEN cents < 5000 THEN 0 WHEN cents < 10000 THEN 1 WHEN cents < 20000 THEN 2 ELSE 3 END
$$;--> statement-breakpoint
-- Adds `delta` to every cell a live product is counted in: its category and price range, each
-- of its colours and '*', each of its sizes and '*'. Empty cells go.
CREATE FUNCTION shop_count_facet_cells(p_category text, p_colors text[], p_sizes text[], p_price integer, p_delta integer) RETURNS void
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO catalogue_facet_cells AS cell (category, color, size, bucket, products)
    SELECT DISTINCT p_category, c, s, shop_price_bucket(p_price), p_delta
    FROM unnest(array_append(p_colors, '*')) AS c, unnest(array_append(p_sizes, '*')) AS s
  ON CONFLICT (category, color, size, bucket) DO UPDATE SET products = cell.products + excluded.products;
  DELETE FROM catalogue_facet_cells WHERE category = p_category AND bucket = shop_price_bucket(p_price) AND products = 0;
END
$$;--> statement-breakpoint
CREATE FUNCTION shop_keep_facet_cells() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.archived_at IS NULL THEN
    PERFORM shop_count_facet_cells(OLD.category, OLD.colors, OLD.sizes, OLD.price_cents, -1);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.archived_at IS NULL THEN
    PERFORM shop_count_facet_cells(NEW.category, NEW.colors, NEW.sizes, NEW.price_cents, 1);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_keep_facet_cells
  AFTER INSERT OR DELETE OR UPDATE OF category, colors, sizes, price_cents, archived_at ON products
  FOR EACH ROW EXECUTE FUNCTION shop_keep_facet_cells();--> statement-breakpoint
CREATE FUNCTION shop_clear_facet_cells() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  DELETE FROM catalogue_facet_cells;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_clear_facet_cells
  AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION shop_clear_facet_cells();--> statement-breakpoint
-- An emptied table moves the catalogue's version on too (decision 022).
CREATE TRIGGER products_truncate_bumps_catalogue_version
  AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION shop_bump_catalogue_version();--> statement-breakpoint
CREATE TRIGGER product_variants_truncate_bumps_catalogue_version
  AFTER TRUNCATE ON product_variants
  FOR EACH STATEMENT EXECUTE FUNCTION shop_bump_catalogue_version();--> statement-breakpoint
CREATE TRIGGER reviews_truncate_bumps_catalogue_version
  AFTER TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION shop_bump_catalogue_version();--> statement-breakpoint
INSERT INTO catalogue_facet_cells (category, color, size, bucket, products)
  SELECT category, c, s, shop_price_bucket(price_cents), count(DISTINCT id)::int
  FROM products, unnest(array_append(colors, '*')) AS c, unnest(array_append(sizes, '*')) AS s
  WHERE archived_at IS NULL
  GROUP BY 1, 2, 3, 4;
