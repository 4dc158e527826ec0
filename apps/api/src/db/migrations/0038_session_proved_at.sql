ALTER TABLE "sessions" ADD COLUMN "proved_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- A session from before this column last proved who its person was when it began.
UPDATE "sessions" SET "proved_at" = "created_at";
