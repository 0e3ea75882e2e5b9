-- Stock is never more than 1 s behind on any instance (docs/decisions/0027): any change of a
-- product's stock or active flag moves the `stock` cache version in the same transaction, whoever
-- writes it (the order flow, an admin, plain SQL). The trigger is deferred to commit, so the
-- counter row is the last lock a transaction takes, and held only while it commits: orders that
-- touch products in any order cannot deadlock on it. It bumps once per transaction.
CREATE OR REPLACE FUNCTION bump_stock_cache_version() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('aurelle.stock_version_bumped', true), '') = '' THEN
    PERFORM set_config('aurelle.stock_version_bumped', 'yes', true);
    INSERT INTO cache_versions (name, version) VALUES ('stock', 1)
    ON CONFLICT (name) DO UPDATE SET version = cache_versions.version + 1, updated_at = now();
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER products_stock_cache_version
AFTER UPDATE OF stock, is_active ON products
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW
WHEN (OLD.stock IS DISTINCT FROM NEW.stock OR OLD.is_active IS DISTINCT FROM NEW.is_active)
EXECUTE FUNCTION bump_stock_cache_version();
