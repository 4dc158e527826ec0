CREATE TABLE "consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"wording" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD COLUMN "seen_price_cents" integer;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD COLUMN "seen_in_stock" boolean;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consents_in_force_key" ON "consents" USING btree ("user_id","kind") WHERE "consents"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX "consents_kind_idx" ON "consents" USING btree ("kind") WHERE "consents"."withdrawn_at" is null;