DROP INDEX "products_created_at_idx";--> statement-breakpoint
CREATE INDEX "products_live_created_at_idx" ON "products" USING btree ("created_at") WHERE "products"."archived_at" is null;