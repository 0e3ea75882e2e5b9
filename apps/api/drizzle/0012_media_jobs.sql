CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"position" integer NOT NULL,
	"alt" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text NOT NULL,
	"content_hash" text,
	"source_key" text,
	"content_type" text,
	"byte_size" integer,
	"url" text,
	"width" integer,
	"height" integer,
	"placeholder" text,
	"versions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_assets_kind_check" CHECK ("media_assets"."kind" in ('image', 'video', 'vimeo')),
	CONSTRAINT "media_assets_status_check" CHECK ("media_assets"."status" in ('processing', 'ready', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "media_assets" ADD CONSTRAINT "media_assets_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."done_at" is null and "jobs"."failed_at" is null;--> statement-breakpoint
CREATE INDEX "jobs_done_idx" ON "jobs" USING btree ("done_at");--> statement-breakpoint
CREATE INDEX "media_assets_product_idx" ON "media_assets" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "media_assets_hash_idx" ON "media_assets" USING btree ("content_hash");--> statement-breakpoint
-- hand-written
-- The staff e-mails not sent yet move to the jobs table (the next migration drops their old one).
INSERT INTO jobs (kind, payload, attempts, run_at, last_error, created_at)
SELECT 'email', jsonb_build_object('to', "to", 'subject', subject, 'text', text, 'html', html),
       attempts, next_attempt_at, last_error, created_at
  FROM outbox_emails WHERE sent_at IS NULL;
