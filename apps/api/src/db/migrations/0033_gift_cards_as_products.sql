ALTER TABLE "products" ADD COLUMN "gift_card" jsonb;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "gift_card" jsonb;