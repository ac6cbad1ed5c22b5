-- Attachments move from files on the receiving server's disk (UPLOAD_DIR) into the database, so every
-- server sharing it has them. No site with visitors' files ran the old layout; rows of a development
-- database from before keep their metadata with empty content (their files stay in the old folder).
ALTER TABLE "submission_files" ADD COLUMN "content" "bytea" DEFAULT '\x'::bytea NOT NULL;--> statement-breakpoint
ALTER TABLE "submission_files" ALTER COLUMN "content" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "submission_files" DROP COLUMN "stored_name";
