CREATE SEQUENCE "public"."exchange_ra_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "exchange_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"exchange_id" uuid NOT NULL,
	"order_line_id" uuid NOT NULL,
	"product_id" uuid,
	"quantity" integer NOT NULL,
	"from_color" text NOT NULL,
	"from_size" text NOT NULL,
	"to_color" text NOT NULL,
	"to_size" text NOT NULL,
	CONSTRAINT "exchange_lines_quantity_positive" CHECK ("exchange_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "exchanges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ra_number" text NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid,
	"status" text DEFAULT 'requested' NOT NULL,
	"reason" text NOT NULL,
	"rejection_reason" text,
	"restocked" boolean DEFAULT false NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchanges_ra_number_unique" UNIQUE("ra_number"),
	CONSTRAINT "exchanges_status_known" CHECK ("exchanges"."status" in ('requested', 'approved', 'received', 'shipped', 'closed', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "exchange_lines" ADD CONSTRAINT "exchange_lines_exchange_id_exchanges_id_fk" FOREIGN KEY ("exchange_id") REFERENCES "public"."exchanges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_lines" ADD CONSTRAINT "exchange_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_lines" ADD CONSTRAINT "exchange_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchanges" ADD CONSTRAINT "exchanges_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchanges" ADD CONSTRAINT "exchanges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exchange_lines_exchange_idx" ON "exchange_lines" USING btree ("exchange_id");--> statement-breakpoint
CREATE INDEX "exchange_lines_order_line_idx" ON "exchange_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "exchanges_order_idx" ON "exchanges" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "exchanges_status_created_idx" ON "exchanges" USING btree ("status","created_at");