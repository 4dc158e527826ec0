CREATE TABLE "discount_code_uses" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"code_id" uuid NOT NULL,
	"customer" text NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"discount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	"min_subtotal_cents" integer,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"usage_limit" integer,
	"per_customer_limit" integer,
	"applies_to" jsonb DEFAULT '{"kind":"all"}'::jsonb NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_value_valid" CHECK ("discount_codes"."value" >= 0 and ("discount_codes"."kind" <> 'percent' or "discount_codes"."value" <= 10000)),
	CONSTRAINT "discount_codes_limits_positive" CHECK (coalesce("discount_codes"."usage_limit", 1) > 0 and coalesce("discount_codes"."per_customer_limit", 1) > 0)
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pricing" jsonb;--> statement-breakpoint
ALTER TABLE "test_checkout_sessions" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "test_checkout_sessions" ADD COLUMN "discount_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_code_uses" ADD CONSTRAINT "discount_code_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_code_uses" ADD CONSTRAINT "discount_code_uses_code_id_discount_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."discount_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discount_code_uses_code_idx" ON "discount_code_uses" USING btree ("code_id","customer");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_code_key" ON "discount_codes" USING btree ("code");--> statement-breakpoint
-- A code's use follows its order's payment, whichever way the payment is settled (the webhook,
-- the return page, the expiry job): paid counts it for good; an unpaid checkout that expires
-- gives it back.
CREATE FUNCTION shop_settle_discount_use() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."payment_status" = 'paid' THEN
    UPDATE "discount_code_uses" SET "status" = 'used' WHERE "order_id" = NEW."id" AND "status" = 'held';
  ELSIF NEW."payment_status" = 'expired' THEN
    DELETE FROM "discount_code_uses" WHERE "order_id" = NEW."id" AND "status" = 'held';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_settle_discount_use AFTER UPDATE OF "payment_status" ON "orders"
  FOR EACH ROW WHEN (OLD."payment_status" IS DISTINCT FROM NEW."payment_status" AND NEW."payment_status" IN ('paid', 'expired'))
  EXECUTE FUNCTION shop_settle_discount_use();
