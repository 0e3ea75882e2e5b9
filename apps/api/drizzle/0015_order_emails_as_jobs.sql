ALTER TABLE "jobs" ADD COLUMN "key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_key_key" ON "jobs" USING btree ("key");--> statement-breakpoint
-- hand-written
-- Order confirmations become jobs of the jobs table: the ones not sent yet move there, keyed by
-- their order, and those already sent keep their key so none is sent twice.
INSERT INTO jobs (kind, payload, key, attempts, run_at, done_at, last_error, created_at)
SELECT 'order.confirmation', jsonb_build_object('orderId', order_id),
       'order.confirmation:' || order_id, attempts, next_attempt_at, sent_at, last_error, created_at
  FROM order_emails;
--> statement-breakpoint
DROP TABLE "order_emails" CASCADE;
