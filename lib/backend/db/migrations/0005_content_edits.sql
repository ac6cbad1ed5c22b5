CREATE TABLE "content_edits" (
	"endpoint" text NOT NULL,
	"item_id" integer NOT NULL,
	"lang" text NOT NULL,
	"field" text NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_edits_endpoint_item_id_lang_field_pk" PRIMARY KEY("endpoint","item_id","lang","field")
);
