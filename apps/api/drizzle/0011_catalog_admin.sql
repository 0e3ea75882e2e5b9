CREATE TABLE "product_pieces" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"huid" text NOT NULL,
	"state" text DEFAULT 'in_stock' NOT NULL,
	"order_id" uuid,
	"received_by" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_pieces_huid_format" CHECK ("product_pieces"."huid" ~ '^[A-Z0-9]{6}$')
);
--> statement-breakpoint
CREATE TABLE "product_slug_redirects" (
	"slug" text PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seo" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hallmarked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_pieces" ADD CONSTRAINT "product_pieces_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_slug_redirects" ADD CONSTRAINT "product_slug_redirects_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_pieces_huid_key" ON "product_pieces" USING btree ("huid");--> statement-breakpoint
CREATE INDEX "product_pieces_product_idx" ON "product_pieces" USING btree ("product_id","state");--> statement-breakpoint
CREATE INDEX "product_translations_en_name_idx" ON "product_translations" USING btree (lower("name"),"product_id") WHERE "product_translations"."locale" = 'en';--> statement-breakpoint
CREATE INDEX "products_price_id_idx" ON "products" USING btree ("price","id");--> statement-breakpoint
CREATE INDEX "products_stock_id_idx" ON "products" USING btree ("stock","id");--> statement-breakpoint
CREATE INDEX "products_updated_idx" ON "products" USING btree ("updated_at","id");--> statement-breakpoint
ALTER TABLE "product_pieces" ADD CONSTRAINT "product_pieces_state_known" CHECK ("product_pieces"."state" in ('in_stock', 'reserved', 'sold', 'returned'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_status_known" CHECK ("products"."status" in ('draft', 'active', 'archived'));--> statement-breakpoint
-- hand-written
-- The shop reads one boolean; the back office writes the status. Whoever writes the row, the
-- boolean follows the status (docs/decisions/0071).
CREATE FUNCTION products_active_from_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.is_active := NEW.status = 'active';
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_active_from_status BEFORE INSERT OR UPDATE OF status, is_active ON products
  FOR EACH ROW EXECUTE FUNCTION products_active_from_status();
--> statement-breakpoint
-- The triggers that watched `is_active` also fire when the status moves it (a column-specific
-- trigger fires for the columns an UPDATE sets, not those a BEFORE trigger changes).
DROP TRIGGER products_stock_cache_version ON products;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER products_stock_cache_version
AFTER UPDATE OF stock, is_active, status ON products
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW
WHEN (OLD.stock IS DISTINCT FROM NEW.stock OR OLD.is_active IS DISTINCT FROM NEW.is_active)
EXECUTE FUNCTION bump_stock_cache_version();
--> statement-breakpoint
DROP TRIGGER products_search_postings ON products;
--> statement-breakpoint
CREATE TRIGGER products_search_postings
AFTER UPDATE OF is_active, status, featured_rank, created_at ON products
FOR EACH ROW
WHEN (OLD.is_active IS DISTINCT FROM NEW.is_active
   OR OLD.featured_rank IS DISTINCT FROM NEW.featured_rank
   OR OLD.created_at IS DISTINCT FROM NEW.created_at)
EXECUTE FUNCTION copy_product_to_search_postings();
--> statement-breakpoint
UPDATE products SET status = 'archived' WHERE NOT is_active;
