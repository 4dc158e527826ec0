-- 'partially_refunded' joins the payment statuses. ALTER TYPE ... ADD VALUE would leave the new
-- value unusable until the migrations' transaction commits (the earnings index below names it),
-- so the type is made anew with it, and the columns, index and triggers that name it follow.
DROP TRIGGER "orders_settle_discount_use" ON "orders";--> statement-breakpoint
DROP TRIGGER "orders_bump_catalogue_version" ON "orders";--> statement-breakpoint
DROP INDEX "orders_paid_idx";--> statement-breakpoint
ALTER TYPE "public"."payment_status" RENAME TO "payment_status_before_partial_refunds";--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('pending', 'paid', 'failed', 'expired', 'flagged', 'partially_refunded', 'refunded');--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "payment_status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "payment_status" TYPE "public"."payment_status" USING "payment_status"::text::"public"."payment_status";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "payment_status" SET DEFAULT 'pending';--> statement-breakpoint
ALTER TABLE "order_status_events" ALTER COLUMN "payment_status" TYPE "public"."payment_status" USING "payment_status"::text::"public"."payment_status";--> statement-breakpoint
DROP TYPE "public"."payment_status_before_partial_refunds";--> statement-breakpoint
CREATE TRIGGER orders_settle_discount_use AFTER UPDATE OF "payment_status" ON "orders"
  FOR EACH ROW WHEN (OLD."payment_status" IS DISTINCT FROM NEW."payment_status" AND NEW."payment_status" IN ('paid', 'expired'))
  EXECUTE FUNCTION shop_settle_discount_use();--> statement-breakpoint
-- A review is 'Verified buyer' while its author has a paid order of the product.
CREATE TRIGGER orders_bump_catalogue_version
  AFTER UPDATE OF payment_status OR DELETE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION shop_bump_catalogue_version();--> statement-breakpoint
CREATE TABLE "order_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"request_id" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"amount_cents" integer NOT NULL,
	"shipping_cents" integer DEFAULT 0 NOT NULL,
	"shipping" boolean DEFAULT false NOT NULL,
	"tax_cents" integer DEFAULT 0 NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"actor_id" uuid,
	"provider_refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "order_refunds_amount_positive" CHECK ("order_refunds"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "refunded_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_request_key" ON "order_refunds" USING btree ("order_id","request_id");--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_paid_idx" ON "orders" USING btree ("paid_at","total_cents","refunded_cents","provider") WHERE "orders"."payment_status" in ('paid', 'partially_refunded');--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_refunded_within_quantity" CHECK ("order_lines"."refunded_quantity" between 0 and "order_lines"."quantity");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_within_total" CHECK ("orders"."refunded_cents" between 0 and "orders"."total_cents");--> statement-breakpoint
-- Orders refunded before refunds were kept one by one: each had one refund of its whole total
-- and every unit, made when and by whom the order says, restocked as its refund event says.
UPDATE "orders" SET "refunded_cents" = "total_cents" WHERE "payment_status" = 'refunded';--> statement-breakpoint
UPDATE "order_lines" SET "refunded_quantity" = "quantity"
  WHERE "order_id" IN (SELECT "id" FROM "orders" WHERE "payment_status" = 'refunded');--> statement-breakpoint
INSERT INTO "order_refunds" ("order_id", "request_id", "state", "amount_cents", "shipping_cents", "shipping", "tax_cents", "lines", "actor_id", "created_at", "done_at")
SELECT o."id", 'before-partial-refunds', 'done', o."total_cents",
  CASE WHEN o."pricing" IS NULL THEN o."shipping_cents"
    ELSE o."total_cents" - coalesce((SELECT sum((o."pricing"->'lines'->l."position"->>'totalCents')::int) FROM "order_lines" l WHERE l."order_id" = o."id"), 0) END,
  true, o."tax_cents",
  coalesce((SELECT jsonb_agg(jsonb_build_object(
      'orderLineId', l."id", 'name', l."name", 'color', l."color", 'size', l."size", 'quantity', l."quantity",
      'cents', coalesce((o."pricing"->'lines'->l."position"->>'totalCents')::int, l."unit_price_cents" * l."quantity" - l."discount_cents" + l."tax_cents"),
      'taxCents', l."tax_cents", 'discountCents', l."discount_cents",
      'restocked', coalesce((SELECT (e."details"->>'restocked')::boolean FROM "order_status_events" e
        WHERE e."order_id" = o."id" AND e."payment_status" = 'refunded' ORDER BY e."created_at" LIMIT 1), false)
    ) ORDER BY l."position") FROM "order_lines" l WHERE l."order_id" = o."id"), '[]'::jsonb),
  o."refunded_by", coalesce(o."refunded_at", o."updated_at"), coalesce(o."refunded_at", o."updated_at")
FROM "orders" o WHERE o."payment_status" = 'refunded' AND o."total_cents" > 0;
