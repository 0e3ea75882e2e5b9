-- Custom SQL migration file, put your code below! --
-- hand-written
-- Words staff typed (notes on orders and stock; reasons for cancelling, refunding, or collecting
-- less cash than the total) leave the append-only audit log: each becomes its length, as the log
-- records them from now on, so that an erasure reaches every copy of them (they stay on the
-- order's timeline, the refund and the stock ledger). The trigger that keeps the log append-only
-- is off for these statements only.
ALTER TABLE "audit_log" DISABLE TRIGGER "audit_log_no_update_or_delete";
--> statement-breakpoint
UPDATE "audit_log"
   SET "changes" = jsonb_set("changes", '{note,after}',
         to_jsonb('[' || char_length("changes"->'note'->>'after') || ' characters]'))
 WHERE "action" IN ('order.note-added', 'stock.adjusted')
   AND jsonb_typeof("changes"->'note'->'after') = 'string';
--> statement-breakpoint
UPDATE "audit_log"
   SET "changes" = jsonb_set("changes", '{reason,after}',
         to_jsonb('[' || char_length("changes"->'reason'->>'after') || ' characters]'))
 WHERE "action" IN ('order.cancelled', 'order.refunded')
   AND jsonb_typeof("changes"->'reason'->'after') = 'string';
--> statement-breakpoint
UPDATE "audit_log"
   SET "changes" = jsonb_set("changes", '{cashShortReason,after}',
         to_jsonb('[' || char_length("changes"->'cashShortReason'->>'after') || ' characters]'))
 WHERE "action" = 'order.delivered'
   AND jsonb_typeof("changes"->'cashShortReason'->'after') = 'string';
--> statement-breakpoint
ALTER TABLE "audit_log" ENABLE TRIGGER "audit_log_no_update_or_delete";
