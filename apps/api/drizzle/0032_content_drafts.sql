CREATE TABLE "content_drafts" (
	"page" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"saved_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
