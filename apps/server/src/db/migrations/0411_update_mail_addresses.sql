-- Issue #11 (hardening): the free-consult e-mail is confirmed by a link before any update mail goes to it, so nobody
-- can subscribe a third party. One row per address; the addresses already subscribed are taken as confirmed.
CREATE TABLE update_mail_addresses (
  email        text PRIMARY KEY,
  token_hash   bytea UNIQUE,
  mailed_at    timestamptz,
  confirmed_at timestamptz
);
INSERT INTO update_mail_addresses (email, confirmed_at)
  SELECT DISTINCT email, now() FROM update_subscriptions ON CONFLICT DO NOTHING;
