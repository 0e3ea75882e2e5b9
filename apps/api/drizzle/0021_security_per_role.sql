-- Custom SQL migration file, put your code below! --
-- hand-written
-- The sign-in rules become per role, with session lengths: "every role must set up two-factor
-- sign-in" becomes that rule for each role; "not required" becomes no saved choice, so each role
-- takes the mode's default (required in production, offered in demo mode).
UPDATE admin_settings
   SET value = CASE
         WHEN (value->>'requireTwoFactor')::boolean
         THEN '{"twoFactorRequired":{"owner":true,"manager":true,"fulfilment":true,"accountant":true}}'::jsonb
         ELSE '{}'::jsonb
       END,
       updated_at = now()
 WHERE key = 'security' AND value ? 'requireTwoFactor';
