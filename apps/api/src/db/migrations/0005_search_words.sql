CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_search_text_trgm_idx";--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
-- Every word of a product's search text joins the vocabulary when the product is written.
-- Words of products since changed or removed stay: they only ever match nothing.
CREATE FUNCTION shop_collect_search_words() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT w FROM regexp_split_to_table(NEW.search_text, '[^[:alnum:]]+') AS w WHERE length(w) >= 2
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_collect_search_words
  AFTER INSERT OR UPDATE OF name, description, category, colors ON products
  FOR EACH ROW EXECUTE FUNCTION shop_collect_search_words();--> statement-breakpoint
INSERT INTO search_words (word)
  SELECT DISTINCT w FROM products, regexp_split_to_table(products.search_text, '[^[:alnum:]]+') AS w WHERE length(w) >= 2
  ON CONFLICT DO NOTHING;
