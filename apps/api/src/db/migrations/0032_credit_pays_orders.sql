CREATE TABLE "order_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"credit_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'held' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_credits_amount_positive" CHECK ("order_credits"."amount_cents" > 0),
	CONSTRAINT "order_credits_refunded_within" CHECK ("order_credits"."refunded_cents" between 0 and "order_credits"."amount_cents"),
	CONSTRAINT "order_credits_state_known" CHECK ("order_credits"."state" in ('held', 'spent', 'released'))
);
--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "credit_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "credit_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "test_checkout_sessions" ADD COLUMN "credit_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_credits" ADD CONSTRAINT "order_credits_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_credits" ADD CONSTRAINT "order_credits_credit_id_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."credits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_credits_order_credit_key" ON "order_credits" USING btree ("order_id","credit_id");--> statement-breakpoint
CREATE INDEX "order_credits_credit_idx" ON "order_credits" USING btree ("credit_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_credit_within_total" CHECK ("orders"."credit_cents" between 0 and "orders"."total_cents");