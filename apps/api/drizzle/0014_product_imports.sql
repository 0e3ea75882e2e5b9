CREATE TABLE "product_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"csv" text NOT NULL,
	"status" text NOT NULL,
	"report" jsonb NOT NULL,
	"versions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "product_imports" ADD CONSTRAINT "product_imports_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_imports_staff_idx" ON "product_imports" USING btree ("staff_id","created_at");--> statement-breakpoint
CREATE INDEX "products_sku_lower_idx" ON "products" USING btree (lower("sku"));--> statement-breakpoint
CREATE INDEX "products_slug_prefix_idx" ON "products" USING btree ("slug" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_sku_trgm" ON "products" USING gin ("sku" gin_trgm_ops);