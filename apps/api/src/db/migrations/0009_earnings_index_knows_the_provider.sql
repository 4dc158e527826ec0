DROP INDEX "orders_paid_idx";--> statement-breakpoint
CREATE INDEX "orders_paid_idx" ON "orders" USING btree ("paid_at","total_cents","provider") WHERE "orders"."payment_status" = 'paid';