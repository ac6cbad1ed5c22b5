ALTER TABLE "submissions" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "published_message" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "published_photo" "bytea";--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "published_at" timestamp with time zone;