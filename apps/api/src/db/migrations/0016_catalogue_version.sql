CREATE TABLE "catalogue_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
-- Every statement that changes what the catalogue's answers show moves the version on, inside
-- its own transaction: a reader that sees the new version sees the change too.
CREATE FUNCTION shop_bump_catalogue_version() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_bump_catalogue_version
  AFTER INSERT OR UPDATE OR DELETE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION shop_bump_catalogue_version();--> statement-breakpoint
CREATE TRIGGER product_variants_bump_catalogue_version
  AFTER INSERT OR UPDATE OR DELETE ON product_variants
  FOR EACH STATEMENT EXECUTE FUNCTION shop_bump_catalogue_version();--> statement-breakpoint
CREATE TRIGGER reviews_bump_catalogue_version
  AFTER INSERT OR UPDATE OR DELETE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION shop_bump_catalogue_version();--> statement-breakpoint
CREATE TRIGGER review_votes_bump_catalogue_version
  AFTER INSERT OR UPDATE OR DELETE ON review_votes
  FOR EACH STATEMENT EXECUTE FUNCTION shop_bump_catalogue_version();--> statement-breakpoint
-- A review shows its author's name and picture.
CREATE TRIGGER users_bump_catalogue_version
  AFTER UPDATE OF username, profile_image ON users
  FOR EACH STATEMENT EXECUTE FUNCTION shop_bump_catalogue_version();--> statement-breakpoint
-- A review is 'Verified buyer' while its author has a paid order of the product.
CREATE TRIGGER orders_bump_catalogue_version
  AFTER UPDATE OF payment_status OR DELETE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION shop_bump_catalogue_version();
