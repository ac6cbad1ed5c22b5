CREATE TABLE "hits" (
	"resource" text NOT NULL,
	"item_id" integer NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hits_resource_item_id_pk" PRIMARY KEY("resource","item_id")
);
