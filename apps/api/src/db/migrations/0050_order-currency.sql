DROP INDEX "orders_paid_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "exchange_rate" numeric(20, 8) DEFAULT '1' NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_paid_idx" ON "orders" USING btree ("paid_at","total_cents","refunded_cents","provider","currency","exchange_rate") WHERE "orders"."payment_status" in ('paid', 'partially_refunded');--> statement-breakpoint
-- A product's answers show its variants' own prices in the currencies the shop presents (decision 022):
-- a change of them moves the catalogue's version on, as a change of the variants does.
CREATE TRIGGER variant_prices_bump_catalogue_version
  AFTER INSERT OR UPDATE OR DELETE ON variant_prices
  FOR EACH STATEMENT EXECUTE FUNCTION shop_bump_catalogue_version();--> statement-breakpoint
CREATE TRIGGER variant_prices_truncate_bumps_catalogue_version
  AFTER TRUNCATE ON variant_prices
  FOR EACH STATEMENT EXECUTE FUNCTION shop_bump_catalogue_version();
