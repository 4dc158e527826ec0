CREATE TABLE "review_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"image" text NOT NULL,
	"images" jsonb NOT NULL,
	"position" integer NOT NULL,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_photos_position_range" CHECK ("review_photos"."position" between 0 and 3)
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "usual_size" text;--> statement-breakpoint
ALTER TABLE "review_photos" ADD CONSTRAINT "review_photos_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_photos_review_position_key" ON "review_photos" USING btree ("review_id","position");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_usual_size_length" CHECK (char_length("reviews"."usual_size") <= 20);--> statement-breakpoint
-- A product's page shows its reviews' photos (decision 022).
CREATE TRIGGER review_photos_bump_catalogue_version
  AFTER INSERT OR UPDATE OR DELETE ON review_photos
  FOR EACH STATEMENT EXECUTE FUNCTION shop_bump_catalogue_version();--> statement-breakpoint
CREATE TRIGGER review_photos_truncate_bumps_catalogue_version
  AFTER TRUNCATE ON review_photos
  FOR EACH STATEMENT EXECUTE FUNCTION shop_bump_catalogue_version();
