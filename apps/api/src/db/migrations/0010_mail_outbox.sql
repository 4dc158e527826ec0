ALTER TABLE "contact_messages" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "status" text DEFAULT 'queued' NOT NULL;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
-- Messages delivered before the outbox had a status are sent; the rest wait in the queue.
UPDATE "emails" SET "status" = 'sent', "attempts" = 1 WHERE "sent_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "emails_due_idx" ON "emails" USING btree ("status","next_attempt_at");--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_status_known" CHECK ("emails"."status" in ('queued', 'sending', 'sent', 'failed'));