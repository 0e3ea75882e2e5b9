CREATE TABLE "product_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"key" text DEFAULT '' NOT NULL,
	"sku" text NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"low_stock_at" integer DEFAULT 2 NOT NULL,
	"price_delta" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_stock_nonnegative" CHECK ("product_variants"."stock" >= 0)
);
--> statement-breakpoint
ALTER TABLE "product_pieces" ADD COLUMN "variant_id" uuid;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD COLUMN "variant_id" uuid;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "variant_id" uuid;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_product_key_key" ON "product_variants" USING btree ("product_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_sku_key" ON "product_variants" USING btree ("sku");--> statement-breakpoint
ALTER TABLE "product_pieces" ADD CONSTRAINT "product_pieces_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_pieces_variant_idx" ON "product_pieces" USING btree ("variant_id","state");--> statement-breakpoint
CREATE INDEX "stock_moves_variant_idx" ON "stock_moves" USING btree ("variant_id","id");--> statement-breakpoint
CREATE INDEX "stock_moves_order_idx" ON "stock_moves" USING btree ("order_id") WHERE "stock_moves"."order_id" is not null;--> statement-breakpoint
-- hand-written
-- Stock, SKU and pieces per variant (docs/decisions/0083). Every product gets its implicit variant
-- (key ''), holding its stock, SKU and low-stock threshold, and a product with options one variant
-- per combination of its values, with no stock: which size each counted piece is, the database
-- does not know, so the implicit variant keeps a product's stock until the owner counts it per
-- combination, and the product sells as it did meanwhile.

-- A variant's key as a cart line writes it (`variantKey`): the values sorted, as a JSON array
-- without spaces; '' when there are none.
CREATE FUNCTION variant_key(vals text[]) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN coalesce(cardinality(vals), 0) = 0 THEN ''
    ELSE '[' || (SELECT string_agg(to_json(v)::text, ',' ORDER BY v COLLATE "C") FROM unnest(vals) v) || ']'
  END
$$;
--> statement-breakpoint
-- Adds the variants a product's options make and it does not have yet (all products when
-- `one_product` is null), without stock, priced by the sum of their values' supplements. A
-- combination's SKU is the product's and its values' ("TARA-RING-12"), made unique with a
-- short suffix when another variant holds it. Combinations no longer made are left: their
-- stock, pieces and orders are kept.
CREATE FUNCTION add_missing_variants(one_product uuid) RETURNS void LANGUAGE sql AS $$
  WITH RECURSIVE options AS (
    SELECT o.product_id, o.id AS option_id,
           row_number() OVER (PARTITION BY o.product_id ORDER BY o.position, o.code) AS n
    FROM product_options o
    WHERE (one_product IS NULL OR o.product_id = one_product)
      AND EXISTS (SELECT 1 FROM product_option_values v WHERE v.option_id = o.id)
  ),
  option_values AS (
    SELECT options.product_id, options.n, v.value, v.price_delta,
           row_number() OVER (PARTITION BY v.option_id ORDER BY v.position, v.value) AS at
    FROM options JOIN product_option_values v ON v.option_id = options.option_id
  ),
  combinations AS (
    SELECT product_id, n, ARRAY[value] AS vals, price_delta AS delta, ARRAY[at] AS place
    FROM option_values WHERE n = 1
    UNION ALL
    SELECT c.product_id, v.n, c.vals || v.value, c.delta + v.price_delta, c.place || v.at
    FROM combinations c JOIN option_values v ON v.product_id = c.product_id AND v.n = c.n + 1
  ),
  complete AS (
    SELECT c.product_id, variant_key(c.vals) AS key, c.delta,
           p.sku || '-' || array_to_string(
             ARRAY(SELECT regexp_replace(upper(x), '[^A-Z0-9]+', '', 'g') FROM unnest(c.vals) x), '-'
           ) AS candidate,
           row_number() OVER (PARTITION BY c.product_id ORDER BY c.place) AS position
    FROM combinations c JOIN products p ON p.id = c.product_id
    WHERE c.n = (SELECT max(n) FROM options o WHERE o.product_id = c.product_id)
  ),
  missing AS (
    SELECT complete.*, row_number() OVER (PARTITION BY candidate ORDER BY product_id, key) AS twin
    FROM complete
    WHERE NOT EXISTS (
      SELECT 1 FROM product_variants pv WHERE pv.product_id = complete.product_id AND pv.key = complete.key
    )
  )
  INSERT INTO product_variants (product_id, key, sku, price_delta, position)
  SELECT product_id, key,
         CASE WHEN twin = 1 AND NOT EXISTS (SELECT 1 FROM product_variants pv WHERE pv.sku = candidate)
              THEN candidate
              ELSE candidate || '-' || upper(left(md5(product_id::text || key), 6)) END,
         delta, position
  FROM missing
  ON CONFLICT (product_id, key) DO NOTHING
$$;
--> statement-breakpoint
INSERT INTO product_variants (product_id, key, sku, stock, low_stock_at, position)
SELECT id, '', sku, stock, low_stock_at, 0 FROM products;
--> statement-breakpoint
SELECT add_missing_variants(NULL);
--> statement-breakpoint
-- The ledger so far, the pieces received and their stock are the implicit variant's.
UPDATE stock_moves m SET variant_id = pv.id
FROM product_variants pv WHERE pv.product_id = m.product_id AND pv.key = '';
--> statement-breakpoint
ALTER TABLE "stock_moves" ALTER COLUMN "variant_id" SET NOT NULL;
--> statement-breakpoint
UPDATE product_pieces pc SET variant_id = pv.id
FROM product_variants pv WHERE pv.product_id = pc.product_id AND pv.key = '';
--> statement-breakpoint
-- An order line names the combination it ordered when the product has it, else the implicit one.
CREATE FUNCTION variant_of_line(product uuid, options jsonb) RETURNS uuid LANGUAGE sql STABLE AS $$
  SELECT id FROM product_variants
  WHERE product_id = product
    AND key IN (variant_key(ARRAY(SELECT e->>'optionValue' FROM jsonb_array_elements(options) e)), '')
  ORDER BY key = '' LIMIT 1
$$;
--> statement-breakpoint
UPDATE order_lines SET variant_id = variant_of_line(product_id, variants);
--> statement-breakpoint
-- The ledger moves onto the variants: every change of a variant's stock is a row, and refused
-- without a reason, as the products' was (migration write_context). A product's stock is the sum
-- of its variants': a variant's change written by a statement moves its product's stock too (a
-- change the product passed down, below, is in it already). Nested writes are told apart by
-- pg_trigger_depth(): 1 is a writer's own statement.
DROP TRIGGER products_stock_move_on_insert ON products;
--> statement-breakpoint
DROP TRIGGER products_stock_move_on_update ON products;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION record_stock_move() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved integer := NEW.stock - CASE WHEN TG_OP = 'INSERT' THEN 0 ELSE OLD.stock END;
  reason text := nullif(current_setting('aurelle.stock_reason', true), '');
BEGIN
  IF moved <> 0 THEN
    IF reason IS NULL THEN
      RAISE EXCEPTION 'stock of product % (variant %) changed without a reason: open the transaction with writeTransaction and name the stock reason (aurelle.stock_reason is not set)', NEW.product_id, NEW.sku;
    END IF;
    INSERT INTO stock_moves (product_id, variant_id, change, reason, note, staff_id, order_id)
    VALUES (
      NEW.product_id,
      NEW.id,
      moved,
      reason,
      nullif(current_setting('aurelle.stock_note', true), ''),
      nullif(current_setting('aurelle.stock_staff', true), '')::uuid,
      nullif(current_setting('aurelle.stock_order', true), '')::uuid
    );
    IF pg_trigger_depth() = 1 THEN
      UPDATE products SET stock = stock + moved WHERE id = NEW.product_id;
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER product_variants_stock_move_on_insert AFTER INSERT ON product_variants
  FOR EACH ROW EXECUTE FUNCTION record_stock_move();
--> statement-breakpoint
CREATE TRIGGER product_variants_stock_move_on_update AFTER UPDATE OF stock ON product_variants
  FOR EACH ROW WHEN (NEW.stock IS DISTINCT FROM OLD.stock) EXECUTE FUNCTION record_stock_move();
--> statement-breakpoint
-- A variant holding stock, and a product's implicit variant, leave only with their product: the
-- sum and the writers below need them.
CREATE FUNCTION keep_variant_with_stock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (OLD.stock <> 0 OR OLD.key = '') AND EXISTS (SELECT 1 FROM products WHERE id = OLD.product_id) THEN
    RAISE EXCEPTION 'variant % of product % cannot be removed: it is the implicit variant or holds stock (%)', OLD.sku, OLD.product_id, OLD.stock;
  END IF;
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER product_variants_keep_with_stock BEFORE DELETE ON product_variants
  FOR EACH ROW EXECUTE FUNCTION keep_variant_with_stock();
--> statement-breakpoint
-- Writers that know products only: a new product's stock, SKU and threshold are its implicit
-- variant's; a change of a product's stock written on the product is its implicit variant's
-- (ledger row and all), and its SKU and threshold follow.
CREATE FUNCTION add_implicit_variant() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_variants (product_id, key, sku, stock, low_stock_at)
  VALUES (NEW.id, '', NEW.sku, NEW.stock, NEW.low_stock_at);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_implicit_variant AFTER INSERT ON products
  FOR EACH ROW EXECUTE FUNCTION add_implicit_variant();
--> statement-breakpoint
CREATE FUNCTION product_stock_to_implicit_variant() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() = 1 THEN
    UPDATE product_variants SET stock = stock + (NEW.stock - OLD.stock), updated_at = now()
    WHERE product_id = NEW.id AND key = '';
    IF NOT FOUND THEN
      RAISE EXCEPTION 'product % has no implicit variant to hold its stock', NEW.id;
    END IF;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_stock_to_implicit_variant BEFORE UPDATE OF stock ON products
  FOR EACH ROW WHEN (NEW.stock IS DISTINCT FROM OLD.stock)
  EXECUTE FUNCTION product_stock_to_implicit_variant();
--> statement-breakpoint
CREATE FUNCTION product_sku_to_implicit_variant() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_variants SET sku = NEW.sku, low_stock_at = NEW.low_stock_at, updated_at = now()
  WHERE product_id = NEW.id AND key = '';
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_sku_to_implicit_variant AFTER UPDATE OF sku, low_stock_at ON products
  FOR EACH ROW WHEN (NEW.sku IS DISTINCT FROM OLD.sku OR NEW.low_stock_at IS DISTINCT FROM OLD.low_stock_at)
  EXECUTE FUNCTION product_sku_to_implicit_variant();
--> statement-breakpoint
-- A piece and an order line name a variant of their own product; a writer that leaves it out
-- gets the implicit one for a piece, the ordered combination (else the implicit one) for a line.
CREATE FUNCTION piece_variant() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.variant_id IS NULL THEN
    SELECT id INTO NEW.variant_id FROM product_variants WHERE product_id = NEW.product_id AND key = '';
  ELSIF NOT EXISTS (SELECT 1 FROM product_variants WHERE id = NEW.variant_id AND product_id = NEW.product_id) THEN
    RAISE EXCEPTION 'variant % is not a variant of product %', NEW.variant_id, NEW.product_id;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER product_pieces_variant BEFORE INSERT OR UPDATE OF variant_id, product_id ON product_pieces
  FOR EACH ROW EXECUTE FUNCTION piece_variant();
--> statement-breakpoint
CREATE FUNCTION order_line_variant() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.variant_id IS NULL THEN
    NEW.variant_id := variant_of_line(NEW.product_id, NEW.variants);
  ELSIF NOT EXISTS (SELECT 1 FROM product_variants WHERE id = NEW.variant_id AND product_id = NEW.product_id) THEN
    RAISE EXCEPTION 'variant % is not a variant of product %', NEW.variant_id, NEW.product_id;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER order_lines_variant BEFORE INSERT OR UPDATE OF variant_id, product_id ON order_lines
  FOR EACH ROW EXECUTE FUNCTION order_line_variant();
--> statement-breakpoint
-- The caches: a variant's SKU, key, supplement or order is catalogue (migration
-- catalog_cache_version_by_trigger); its stock moves the `stock` version (migration cart_stock).
CREATE CONSTRAINT TRIGGER product_variants_catalog_cache_version_on_write
AFTER INSERT OR DELETE ON product_variants
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION bump_catalog_cache_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER product_variants_catalog_cache_version_on_update
AFTER UPDATE ON product_variants
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW
WHEN ((to_jsonb(OLD) - 'stock' - 'low_stock_at' - 'updated_at')
      IS DISTINCT FROM (to_jsonb(NEW) - 'stock' - 'low_stock_at' - 'updated_at'))
EXECUTE FUNCTION bump_catalog_cache_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER product_variants_stock_cache_version_on_write
AFTER INSERT OR DELETE ON product_variants
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION bump_stock_cache_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER product_variants_stock_cache_version_on_update
AFTER UPDATE OF stock ON product_variants
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW WHEN (OLD.stock IS DISTINCT FROM NEW.stock)
EXECUTE FUNCTION bump_stock_cache_version();
