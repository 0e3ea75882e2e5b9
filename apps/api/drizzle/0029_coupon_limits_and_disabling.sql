ALTER TABLE "coupons" ADD COLUMN "uses_per_customer" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "coupon_uses_coupon_customer_idx" ON "coupon_uses" USING btree ("coupon_id","customer_id");--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_uses_per_customer_positive" CHECK ("coupons"."uses_per_customer" > 0);