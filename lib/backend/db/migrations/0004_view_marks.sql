CREATE TABLE "secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "view_marks" (
	"visitor" text NOT NULL,
	"resource" text NOT NULL,
	"item_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "view_marks_visitor_resource_item_id_pk" PRIMARY KEY("visitor","resource","item_id")
);
--> statement-breakpoint
CREATE INDEX "view_marks_expires_at_idx" ON "view_marks" USING btree ("expires_at");