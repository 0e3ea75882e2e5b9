-- Custom SQL migration file, put your code below! --
-- hand-written
-- A change of stock or price says why, or does not happen. The writer opens its transaction with
-- `writeTransaction` (apps/api/src/lib/write-transaction.ts), which names the reason and the
-- staff member (none for the shop or a customer) with set_config(..., true); the ledger and the
-- price history record them. A change without a reason (a writer that forgot, plain SQL) is
-- refused, where before it was recorded as a correction or an edit by nobody.
CREATE OR REPLACE FUNCTION record_stock_move() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved integer := NEW.stock - CASE WHEN TG_OP = 'INSERT' THEN 0 ELSE OLD.stock END;
  reason text := nullif(current_setting('aurelle.stock_reason', true), '');
BEGIN
  IF moved <> 0 THEN
    IF reason IS NULL THEN
      RAISE EXCEPTION 'stock of product % changed without a reason: open the transaction with writeTransaction and name the stock reason (aurelle.stock_reason is not set)', NEW.id;
    END IF;
    INSERT INTO stock_moves (product_id, change, reason, note, staff_id, order_id)
    VALUES (
      NEW.id,
      moved,
      reason,
      nullif(current_setting('aurelle.stock_note', true), ''),
      nullif(current_setting('aurelle.stock_staff', true), '')::uuid,
      nullif(current_setting('aurelle.stock_order', true), '')::uuid
    );
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION record_price_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  reason text := nullif(current_setting('aurelle.price_reason', true), '');
BEGIN
  IF reason IS NULL THEN
    RAISE EXCEPTION 'price of product % changed without a reason: open the transaction with writeTransaction and name the price reason (aurelle.price_reason is not set)', NEW.id;
  END IF;
  INSERT INTO price_changes (product_id, old_price, new_price, reason, staff_id)
  VALUES (
    NEW.id,
    OLD.price,
    NEW.price,
    reason,
    nullif(current_setting('aurelle.price_staff', true), '')::uuid
  );
  RETURN NULL;
END;
$$;
