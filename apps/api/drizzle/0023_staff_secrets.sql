ALTER TABLE "staff_accounts" ADD COLUMN "first_owner" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "sealed" text;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_accounts_first_owner_key" ON "staff_accounts" USING btree ("first_owner") WHERE "staff_accounts"."first_owner";
--> statement-breakpoint
-- hand-written
-- The first owner of a shop that has owners: its earliest active one.
UPDATE staff_accounts SET first_owner = true
 WHERE id = (SELECT id FROM staff_accounts WHERE role = 'owner' AND active
              ORDER BY created_at, id LIMIT 1);
--> statement-breakpoint
-- An invitation outlives no sender: pending ones from someone deactivated or no longer an owner
-- (only owners invite) are withdrawn, and the audit log says so.
WITH withdrawn AS (
  UPDATE staff_invitations SET revoked_at = now()
   WHERE accepted_at IS NULL AND revoked_at IS NULL
     AND invited_by IN (SELECT id FROM staff_accounts WHERE NOT active OR role <> 'owner')
  RETURNING id)
INSERT INTO audit_log (at, actor, action, entity_type, entity_id, changes)
SELECT now(), 'database upgrade', 'staff.invitation-withdrawn', 'invitation', id::text,
       '{"reason": {"after": "sender can no longer invite"}}'::jsonb
  FROM withdrawn;
--> statement-breakpoint
-- Invitation e-mails used to wait in `jobs` with their link in plain text. One not sent yet
-- cannot be sealed here (the key is not in the database): its invitation is withdrawn, for the
-- owner to send again.
WITH withdrawn AS (
  UPDATE staff_invitations SET revoked_at = now()
   WHERE accepted_at IS NULL AND revoked_at IS NULL
     AND token_hash IN (
       SELECT encode(sha256(convert_to(
                substring(payload->>'text' FROM 'accept-invitation#token=([A-Za-z0-9_-]+)'),
                'UTF8')), 'hex')
         FROM jobs
        WHERE kind = 'email' AND done_at IS NULL AND failed_at IS NULL
          AND payload->>'text' LIKE '%accept-invitation#token=%')
  RETURNING id)
INSERT INTO audit_log (at, actor, action, entity_type, entity_id, changes)
SELECT now(), 'database upgrade', 'staff.invitation-withdrawn', 'invitation', id::text,
       '{"reason": {"after": "its e-mail was not sent before the upgrade"}}'::jsonb
  FROM withdrawn;
--> statement-breakpoint
-- No job keeps a link: each is cut out of the e-mails queued or sent, and the unsent ones end.
UPDATE jobs
   SET payload = jsonb_set(
         jsonb_set(payload, '{text}',
           to_jsonb(regexp_replace(payload->>'text', 'token=[A-Za-z0-9_-]+', 'token=withdrawn', 'g'))),
         '{html}',
           to_jsonb(regexp_replace(payload->>'html', 'token=[A-Za-z0-9_-]+', 'token=withdrawn', 'g'))),
       last_error = CASE WHEN done_at IS NULL AND failed_at IS NULL
                         THEN 'invitation withdrawn at the upgrade: invite again' ELSE last_error END,
       failed_at = CASE WHEN done_at IS NULL THEN coalesce(failed_at, now()) ELSE failed_at END
 WHERE kind = 'email' AND payload->>'text' LIKE '%accept-invitation#token=%';
