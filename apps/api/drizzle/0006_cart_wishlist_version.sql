ALTER TABLE "customers" ADD COLUMN "cart_wishlist_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A customer's cart and wishlist answers are kept per instance under this counter
-- (docs/decisions/0044), so it must move with every write to their rows, whoever writes them (the
-- cart, the wishlist, an order or a payment clearing lines, plain SQL). Deferred to commit, as the
-- stock counter is (0004): the customer's row is the last lock a transaction takes, so writers
-- that lock other rows first cannot deadlock on it.
CREATE OR REPLACE FUNCTION bump_cart_wishlist_version() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE customers SET cart_wishlist_version = cart_wishlist_version + 1
  WHERE id = (CASE WHEN TG_OP = 'DELETE' THEN OLD.customer_id ELSE NEW.customer_id END);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER cart_lines_cart_wishlist_version
AFTER INSERT OR UPDATE OR DELETE ON cart_lines
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION bump_cart_wishlist_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER wishlist_items_cart_wishlist_version
AFTER INSERT OR UPDATE OR DELETE ON wishlist_items
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION bump_cart_wishlist_version();
