CREATE TABLE "pricing_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"prices_include_tax" boolean DEFAULT false NOT NULL,
	"tax_shipping" boolean DEFAULT false NOT NULL,
	"home_country" text DEFAULT 'US' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pricing_settings_one_row" CHECK ("pricing_settings"."id"),
	CONSTRAINT "pricing_settings_home_country" CHECK ("pricing_settings"."home_country" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"applies_to" jsonb DEFAULT '{"kind":"all"}'::jsonb NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"paused" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_value_valid" CHECK ("sales"."value" > 0 and ("sales"."kind" <> 'percent' or "sales"."value" <= 10000)),
	CONSTRAINT "sales_window_valid" CHECK ("sales"."starts_at" is null or "sales"."ends_at" is null or "sales"."starts_at" < "sales"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "shipping_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"zone_id" uuid NOT NULL,
	"name" text NOT NULL,
	"estimate" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"rate_cents" integer DEFAULT 0 NOT NULL,
	"free_over_cents" integer,
	"bands" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_methods_amounts_valid" CHECK ("shipping_methods"."rate_cents" >= 0 and coalesce("shipping_methods"."free_over_cents", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "shipping_zones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"places" text[] DEFAULT '{}'::text[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"country" text NOT NULL,
	"region" text,
	"tax_class" text DEFAULT 'standard' NOT NULL,
	"rate" integer NOT NULL,
	"label" text DEFAULT 'Tax' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_rates_rate_valid" CHECK ("tax_rates"."rate" between 0 and 100000),
	CONSTRAINT "tax_rates_country_valid" CHECK ("tax_rates"."country" ~ '^([A-Z]{2}|\*)$')
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tax_class" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD CONSTRAINT "shipping_methods_zone_id_shipping_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."shipping_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipping_methods_zone_idx" ON "shipping_methods" USING btree ("zone_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_zones_name_key" ON "shipping_zones" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "tax_rates_place_class_key" ON "tax_rates" USING btree ("country",coalesce("region", ''),"tax_class");--> statement-breakpoint
-- The shop as it priced before this table: US style, 6 % on everything wherever it goes.
INSERT INTO "pricing_settings" ("id") VALUES (true);--> statement-breakpoint
INSERT INTO "tax_rates" ("country", "region", "tax_class", "rate", "label") VALUES ('*', NULL, 'standard', 6000, 'Tax');
