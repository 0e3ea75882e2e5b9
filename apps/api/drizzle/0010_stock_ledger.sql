CREATE TABLE "stock_moves" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_moves_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"product_id" uuid NOT NULL,
	"change" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"staff_id" uuid,
	"order_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "low_stock_at" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_moves_product_idx" ON "stock_moves" USING btree ("product_id","id");--> statement-breakpoint
CREATE INDEX "products_low_stock_idx" ON "products" USING btree (("stock" - "low_stock_at")) WHERE "products"."is_active";--> statement-breakpoint
-- Every change of a product's stock becomes a ledger row, whoever makes it. The writer names the
-- reason, order, staff member and note for its transaction (set_config(..., true)); a change
-- without them (plain SQL) is a correction.
CREATE FUNCTION record_stock_move() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved integer := NEW.stock - CASE WHEN TG_OP = 'INSERT' THEN 0 ELSE OLD.stock END;
BEGIN
  IF moved <> 0 THEN
    INSERT INTO stock_moves (product_id, change, reason, note, staff_id, order_id)
    VALUES (
      NEW.id,
      moved,
      coalesce(nullif(current_setting('aurelle.stock_reason', true), ''),
               CASE WHEN TG_OP = 'INSERT' THEN 'received' ELSE 'correction' END),
      nullif(current_setting('aurelle.stock_note', true), ''),
      nullif(current_setting('aurelle.stock_staff', true), '')::uuid,
      nullif(current_setting('aurelle.stock_order', true), '')::uuid
    );
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_stock_move_on_insert AFTER INSERT ON "products"
  FOR EACH ROW EXECUTE FUNCTION record_stock_move();
--> statement-breakpoint
CREATE TRIGGER products_stock_move_on_update AFTER UPDATE OF stock ON "products"
  FOR EACH ROW WHEN (NEW.stock IS DISTINCT FROM OLD.stock) EXECUTE FUNCTION record_stock_move();
--> statement-breakpoint
-- The stock the shop already had opens its ledger.
INSERT INTO stock_moves (product_id, change, reason, note)
SELECT id, stock, 'correction', 'Opening balance' FROM products WHERE stock <> 0;
