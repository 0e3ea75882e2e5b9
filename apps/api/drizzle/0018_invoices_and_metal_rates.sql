CREATE TABLE "metal_rates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "metal_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"metal" text NOT NULL,
	"rate_per_gram" integer NOT NULL,
	"staff_id" uuid,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "metal_rates_rate_positive" CHECK ("metal_rates"."rate_per_gram" > 0)
);
--> statement-breakpoint
CREATE TABLE "price_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"product_id" uuid NOT NULL,
	"old_price" integer NOT NULL,
	"new_price" integer NOT NULL,
	"reason" text NOT NULL,
	"staff_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"refund_id" uuid NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"serial" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"content" jsonb NOT NULL,
	"pdf" "bytea"
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"serial" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"content" jsonb NOT NULL,
	"pdf" "bytea"
);
--> statement-breakpoint
CREATE TABLE "tax_document_counters" (
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "tax_document_counters_series_financial_year_pk" PRIMARY KEY("series","financial_year")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hsn" text DEFAULT '7113' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "metal" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "net_weight_mg" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "making_kind" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "making_value" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stones_value" integer;--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "metal_rates_metal_idx" ON "metal_rates" USING btree ("metal","id");--> statement-breakpoint
CREATE INDEX "price_changes_product_idx" ON "price_changes" USING btree ("product_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_number_key" ON "credit_notes" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_refund_key" ON "credit_notes" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "credit_notes_order_idx" ON "credit_notes" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_key" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "products_metal_idx" ON "products" USING btree ("metal") WHERE "products"."metal" is not null;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_hsn_format" CHECK ("products"."hsn" ~ '^[0-9]{4}([0-9]{2}){0,2}$');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_metal_complete" CHECK ("products"."metal" is null or ("products"."net_weight_mg" > 0 and "products"."making_kind" is not null and "products"."making_value" >= 0 and "products"."stones_value" >= 0));--> statement-breakpoint
-- hand-written
-- Every change of a product's price becomes a history row, whoever makes it. The writer names the
-- reason and staff member for its transaction (set_config(..., true)); plain SQL is an edit.
CREATE FUNCTION record_price_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO price_changes (product_id, old_price, new_price, reason, staff_id)
  VALUES (
    NEW.id,
    OLD.price,
    NEW.price,
    coalesce(nullif(current_setting('aurelle.price_reason', true), ''), 'edit'),
    nullif(current_setting('aurelle.price_staff', true), '')::uuid
  );
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_price_change AFTER UPDATE OF price ON "products"
  FOR EACH ROW WHEN (NEW.price IS DISTINCT FROM OLD.price) EXECUTE FUNCTION record_price_change();
--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_reason_known" CHECK ("reason" in ('edit', 'metal_rate', 'import'));--> statement-breakpoint
ALTER TABLE "metal_rates" ADD CONSTRAINT "metal_rates_metal_known" CHECK ("metal" in ('gold-24k', 'gold-22k', 'gold-18k', 'gold-14k', 'platinum-950', 'silver-925'));
