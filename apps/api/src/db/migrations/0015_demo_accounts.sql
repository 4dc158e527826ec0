ALTER TABLE "users" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Demo accounts seeded before this column existed: the demo data's own addresses.
UPDATE "users" SET "demo" = true WHERE lower("email") IN ('admin@drip.test', 'customer@drip.test', 'maya@drip.test', 'luis@drip.test', 'priya@drip.test', 'sam@drip.test');
