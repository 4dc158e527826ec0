CREATE TABLE "staff_roles" (
	"handle" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"permissions" text[] NOT NULL,
	"built_in" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The built-in roles, as packages/shared permissions.ts states them (a test holds them equal).
INSERT INTO "staff_roles" ("handle", "name", "description", "permissions", "built_in", "position") VALUES
  ('owner', 'Owner', 'Everything. A shop always keeps at least one owner.', ARRAY['catalogue.view', 'catalogue.edit', 'stock', 'orders.view', 'orders.fulfil', 'refunds', 'exchanges', 'customers.view', 'customers.addresses', 'customers.delete', 'reviews', 'messages', 'discounts', 'settings', 'reports', 'staff', 'audit'], true, 0),
  ('manager', 'Manager', 'Everything but staff.', ARRAY['catalogue.view', 'catalogue.edit', 'stock', 'orders.view', 'orders.fulfil', 'refunds', 'exchanges', 'customers.view', 'customers.addresses', 'customers.delete', 'reviews', 'messages', 'discounts', 'settings', 'reports', 'audit'], true, 1),
  ('fulfilment', 'Fulfilment', 'Orders, exchanges and returns, and stock.', ARRAY['orders.view', 'orders.fulfil', 'customers.addresses', 'exchanges', 'catalogue.view', 'stock'], true, 2),
  ('support', 'Support', 'Customers, orders to read, reviews and messages.', ARRAY['customers.view', 'customers.addresses', 'orders.view', 'reviews', 'messages'], true, 3);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "staff_role" text;--> statement-breakpoint
-- Every admin so far could do everything: each becomes an owner.
UPDATE "users" SET "staff_role" = 'owner' WHERE "role" = 'admin';--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_roles_name_key" ON "staff_roles" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_staff_role_staff_roles_handle_fk" FOREIGN KEY ("staff_role") REFERENCES "public"."staff_roles"("handle") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "users_staff_role_idx" ON "users" USING btree ("staff_role");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_staff_role_with_admin" CHECK (("users"."role" = 'admin') = ("users"."staff_role" is not null));--> statement-breakpoint
-- The two roles of the specification keep working as they did: making an account 'admin' makes it an
-- owner unless a staff role is given with it, and making it 'user' takes its staff role away.
CREATE FUNCTION users_staff_role_follows_role() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.role = 'admin' AND NEW.staff_role IS NULL THEN
    NEW.staff_role := 'owner';
  ELSIF NEW.role <> 'admin' THEN
    NEW.staff_role := NULL;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER users_staff_role_follows_role BEFORE INSERT OR UPDATE OF role, staff_role ON "users"
  FOR EACH ROW EXECUTE FUNCTION users_staff_role_follows_role();
