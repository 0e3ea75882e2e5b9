-- Custom SQL migration file, put your code below! --
-- hand-written
-- The `catalog` cache version moves by itself, like `stock` (migration cart_stock): any write to a
-- table the shop's catalogue and content caches are built from moves it once per transaction,
-- whoever writes (a service, the seed, the CSV import, plain SQL). Deferred to commit, so a
-- rolled-back write moves nothing and the counter row is the last lock a transaction takes.
-- A write of products that changes only their stock, low-stock threshold or update time (an
-- order, an adjustment) leaves it: stock has its own counter (docs/decisions/0067).
CREATE OR REPLACE FUNCTION bump_catalog_cache_version() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('aurelle.catalog_version_bumped', true), '') = '' THEN
    PERFORM set_config('aurelle.catalog_version_bumped', 'yes', true);
    INSERT INTO cache_versions (name, version) VALUES ('catalog', 1)
    ON CONFLICT (name) DO UPDATE SET version = cache_versions.version + 1, updated_at = now();
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER products_catalog_cache_version_on_write
AFTER INSERT OR DELETE ON products
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION bump_catalog_cache_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER products_catalog_cache_version_on_update
AFTER UPDATE ON products
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW
WHEN ((to_jsonb(OLD) - 'stock' - 'low_stock_at' - 'updated_at')
      IS DISTINCT FROM (to_jsonb(NEW) - 'stock' - 'low_stock_at' - 'updated_at'))
EXECUTE FUNCTION bump_catalog_cache_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER categories_catalog_cache_version
AFTER INSERT OR UPDATE OR DELETE ON categories
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION bump_catalog_cache_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER collections_catalog_cache_version
AFTER INSERT OR UPDATE OR DELETE ON collections
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION bump_catalog_cache_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER product_translations_catalog_cache_version
AFTER INSERT OR UPDATE OR DELETE ON product_translations
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION bump_catalog_cache_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER search_words_catalog_cache_version
AFTER INSERT OR UPDATE OR DELETE ON search_words
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION bump_catalog_cache_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER search_postings_catalog_cache_version
AFTER INSERT OR UPDATE OR DELETE ON search_postings
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION bump_catalog_cache_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER attributes_catalog_cache_version
AFTER INSERT OR UPDATE OR DELETE ON attributes
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION bump_catalog_cache_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER attribute_values_catalog_cache_version
AFTER INSERT OR UPDATE OR DELETE ON attribute_values
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION bump_catalog_cache_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER product_attribute_values_catalog_cache_version
AFTER INSERT OR UPDATE OR DELETE ON product_attribute_values
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION bump_catalog_cache_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER product_options_catalog_cache_version
AFTER INSERT OR UPDATE OR DELETE ON product_options
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION bump_catalog_cache_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER product_option_values_catalog_cache_version
AFTER INSERT OR UPDATE OR DELETE ON product_option_values
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION bump_catalog_cache_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER product_slug_redirects_catalog_cache_version
AFTER INSERT OR UPDATE OR DELETE ON product_slug_redirects
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION bump_catalog_cache_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER metal_rates_catalog_cache_version
AFTER INSERT OR UPDATE OR DELETE ON metal_rates
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION bump_catalog_cache_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER content_blocks_catalog_cache_version
AFTER INSERT OR UPDATE OR DELETE ON content_blocks
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION bump_catalog_cache_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER site_settings_catalog_cache_version
AFTER INSERT OR UPDATE OR DELETE ON site_settings
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION bump_catalog_cache_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER currency_rates_catalog_cache_version
AFTER INSERT OR UPDATE OR DELETE ON currency_rates
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION bump_catalog_cache_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER admin_settings_catalog_cache_version
AFTER INSERT OR UPDATE OR DELETE ON admin_settings
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION bump_catalog_cache_version();
