CREATE TABLE "shop_currencies" (
	"code" text PRIMARY KEY NOT NULL,
	"rate" numeric(20, 8) NOT NULL,
	"rounding" text DEFAULT 'minor' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_currencies_code_valid" CHECK ("shop_currencies"."code" ~ '^[A-Z]{3}$'),
	CONSTRAINT "shop_currencies_rate_positive" CHECK ("shop_currencies"."rate" > 0),
	CONSTRAINT "shop_currencies_rounding_known" CHECK ("shop_currencies"."rounding" in ('minor', 'whole', 'end-95', 'end-99', 'end-00'))
);
--> statement-breakpoint
CREATE TABLE "variant_prices" (
	"product_id" uuid NOT NULL,
	"color" text NOT NULL,
	"size" text NOT NULL,
	"currency" text NOT NULL,
	"price_minor" integer NOT NULL,
	"compare_at_minor" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "variant_prices_product_id_color_size_currency_pk" PRIMARY KEY("product_id","color","size","currency"),
	CONSTRAINT "variant_prices_price_positive" CHECK ("variant_prices"."price_minor" > 0),
	CONSTRAINT "variant_prices_compare_at_positive" CHECK ("variant_prices"."compare_at_minor" is null or "variant_prices"."compare_at_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "variant_prices" ADD CONSTRAINT "variant_prices_currency_shop_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."shop_currencies"("code") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "variant_prices" ADD CONSTRAINT "variant_prices_variant_fk" FOREIGN KEY ("product_id","color","size") REFERENCES "public"."product_variants"("product_id","color","size") ON DELETE cascade ON UPDATE cascade;