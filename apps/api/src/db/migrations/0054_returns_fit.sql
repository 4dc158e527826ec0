ALTER TABLE "returns" ADD COLUMN "fit" text;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_fit_known" CHECK ("returns"."fit" in ('too-small', 'too-large'));