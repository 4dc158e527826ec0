CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"events" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_day_kind_subject_pk" PRIMARY KEY("day","kind","subject")
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"visitor" text NOT NULL,
	"device" text NOT NULL,
	"referrer" text,
	"product_id" uuid,
	"order_id" uuid,
	"query" text,
	"results" integer,
	"amount_cents" integer
);
--> statement-breakpoint
CREATE TABLE "mail_opt_outs" (
	"email" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_opt_outs_email_kind_pk" PRIMARY KEY("email","kind")
);
--> statement-breakpoint
CREATE TABLE "restock_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"color" text NOT NULL,
	"size" text NOT NULL,
	"email" text NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "restocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"color" text NOT NULL,
	"size" text NOT NULL,
	"units" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wishlist_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"color" text DEFAULT '' NOT NULL,
	"size" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "remind_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "recovered_from" uuid;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "restock_requests" ADD CONSTRAINT "restock_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restock_requests" ADD CONSTRAINT "restock_requests_product_id_color_size_product_variants_product_id_color_size_fk" FOREIGN KEY ("product_id","color","size") REFERENCES "public"."product_variants"("product_id","color","size") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "restocks" ADD CONSTRAINT "restocks_product_id_color_size_product_variants_product_id_color_size_fk" FOREIGN KEY ("product_id","color","size") REFERENCES "public"."product_variants"("product_id","color","size") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_daily_kind_day_idx" ON "analytics_daily" USING btree ("kind","day");--> statement-breakpoint
CREATE INDEX "analytics_events_at_idx" ON "analytics_events" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "restock_requests_waiting_key" ON "restock_requests" USING btree ("product_id","color","size","email") WHERE "restock_requests"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "restock_requests_variant_waiting_idx" ON "restock_requests" USING btree ("product_id","color","size","created_at") WHERE "restock_requests"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "restock_requests_user_idx" ON "restock_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "restock_requests_email_idx" ON "restock_requests" USING btree ("email");--> statement-breakpoint
CREATE INDEX "restocks_due_idx" ON "restocks" USING btree ("created_at") WHERE "restocks"."processed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "wishlist_items_key" ON "wishlist_items" USING btree ("user_id","product_id","color","size");--> statement-breakpoint
CREATE INDEX "wishlist_items_product_idx" ON "wishlist_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "orders_reminders_due_idx" ON "orders" USING btree ("updated_at") WHERE "orders"."remind_consent" and "orders"."reminded_at" is null;--> statement-breakpoint
-- A variant that comes back in stock while people wait for it is written down for the restock
-- worker, in the transaction of whatever restocked it (an edit, a stock change, a return, a
-- cancelled order), so no path can miss it. Nothing is written when nobody waits.
CREATE FUNCTION shop_note_restock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "restock_requests" r WHERE r."product_id" = NEW."product_id" AND r."color" = NEW."color"
      AND r."size" = NEW."size" AND r."notified_at" IS NULL) THEN
    INSERT INTO "restocks" ("product_id", "color", "size", "units") VALUES (NEW."product_id", NEW."color", NEW."size", NEW."stock");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER product_variants_note_restock AFTER UPDATE OF "stock" ON "product_variants"
  FOR EACH ROW WHEN (OLD."stock" = 0 AND NEW."stock" IS DISTINCT FROM 0) EXECUTE FUNCTION shop_note_restock();
