ALTER TABLE "orders" ADD COLUMN "cash_short_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "method" text;--> statement-breakpoint
CREATE INDEX "orders_balance_due_idx" ON "orders" USING btree ("created_at") WHERE "orders"."cash_collected" < "orders"."total";--> statement-breakpoint
-- hand-written
-- Cash collected is at most the order's total. A larger figure recorded before this rule is
-- brought down to the total (the figure typed stays in the order's timeline and the audit log),
-- and an order whose refunds now reach it reads as fully refunded.
UPDATE "orders" SET "cash_collected" = "total" WHERE "cash_collected" > "total";--> statement-breakpoint
UPDATE "orders" SET "refund_state" = 'full'
 WHERE "payment_method" = 'POD' AND "refund_state" = 'partial'
   AND (SELECT coalesce(sum("refunds"."amount"), 0) FROM "refunds"
         WHERE "refunds"."order_id" = "orders"."id" AND "refunds"."status" <> 'failed') >= "cash_collected";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cash_collected_within_total" CHECK ("cash_collected" is null or ("cash_collected" >= 0 and "cash_collected" <= "total"));
