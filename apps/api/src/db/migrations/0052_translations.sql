CREATE TABLE "category_translations" (
	"category_id" uuid NOT NULL,
	"language" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"seo_title" text DEFAULT '' NOT NULL,
	"seo_description" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "category_translations_category_id_language_pk" PRIMARY KEY("category_id","language"),
	CONSTRAINT "category_translations_language_code" CHECK ("category_translations"."language" ~ '^[a-z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "color_translations" (
	"color_id" uuid NOT NULL,
	"language" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "color_translations_color_id_language_pk" PRIMARY KEY("color_id","language"),
	CONSTRAINT "color_translations_language_code" CHECK ("color_translations"."language" ~ '^[a-z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "content_page_translations" (
	"page_id" uuid NOT NULL,
	"language" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"markdown" text DEFAULT '' NOT NULL,
	"seo_description" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "content_page_translations_page_id_language_pk" PRIMARY KEY("page_id","language"),
	CONSTRAINT "content_page_translations_language_code" CHECK ("content_page_translations"."language" ~ '^[a-z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "product_translations" (
	"product_id" uuid NOT NULL,
	"language" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"seo_title" text DEFAULT '' NOT NULL,
	"seo_description" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_translations_product_id_language_pk" PRIMARY KEY("product_id","language"),
	CONSTRAINT "product_translations_language_code" CHECK ("product_translations"."language" ~ '^[a-z]{2}$')
);
--> statement-breakpoint
ALTER TABLE "category_translations" ADD CONSTRAINT "category_translations_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "color_translations" ADD CONSTRAINT "color_translations_color_id_colors_id_fk" FOREIGN KEY ("color_id") REFERENCES "public"."colors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_page_translations" ADD CONSTRAINT "content_page_translations_page_id_content_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."content_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_page_translations" ADD CONSTRAINT "content_page_translations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_translations" ADD CONSTRAINT "product_translations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The catalogue's answers in another language show these words (docs/decisions/022, 046): a change
-- of them moves the catalogue's version on, as a change of the products, categories and colours does.
CREATE TRIGGER product_translations_bump_catalogue_version
  AFTER INSERT OR UPDATE OR DELETE ON product_translations
  FOR EACH STATEMENT EXECUTE FUNCTION shop_bump_catalogue_version();--> statement-breakpoint
CREATE TRIGGER product_translations_truncate_bumps_catalogue_version
  AFTER TRUNCATE ON product_translations
  FOR EACH STATEMENT EXECUTE FUNCTION shop_bump_catalogue_version();--> statement-breakpoint
CREATE TRIGGER category_translations_bump_catalogue_version
  AFTER INSERT OR UPDATE OR DELETE ON category_translations
  FOR EACH STATEMENT EXECUTE FUNCTION shop_bump_catalogue_version();--> statement-breakpoint
CREATE TRIGGER category_translations_truncate_bumps_catalogue_version
  AFTER TRUNCATE ON category_translations
  FOR EACH STATEMENT EXECUTE FUNCTION shop_bump_catalogue_version();--> statement-breakpoint
CREATE TRIGGER color_translations_bump_catalogue_version
  AFTER INSERT OR UPDATE OR DELETE ON color_translations
  FOR EACH STATEMENT EXECUTE FUNCTION shop_bump_catalogue_version();--> statement-breakpoint
CREATE TRIGGER color_translations_truncate_bumps_catalogue_version
  AFTER TRUNCATE ON color_translations
  FOR EACH STATEMENT EXECUTE FUNCTION shop_bump_catalogue_version();
