CREATE TABLE "product_related" (
	"product_id" uuid NOT NULL,
	"related_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "product_related_product_id_related_id_pk" PRIMARY KEY("product_id","related_id"),
	CONSTRAINT "product_related_not_itself" CHECK ("product_related"."product_id" <> "product_related"."related_id")
);
--> statement-breakpoint
ALTER TABLE "product_related" ADD CONSTRAINT "product_related_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_related" ADD CONSTRAINT "product_related_related_id_products_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_related_related_idx" ON "product_related" USING btree ("related_id");--> statement-breakpoint
-- hand-written
-- The owner's related pieces are part of the catalogue the shop's caches are built from: a write
-- moves the `catalog` cache version at commit, as every catalogue table's does (migration
-- catalog_cache_version_by_trigger).
CREATE CONSTRAINT TRIGGER product_related_catalog_cache_version
AFTER INSERT OR UPDATE OR DELETE ON product_related
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION bump_catalog_cache_version();
