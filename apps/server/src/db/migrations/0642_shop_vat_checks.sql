-- Issue #22 item 10: reverse charge only for a VAT number VIES confirmed. Every check is recorded (the outcome,
-- VIES's consultation number, the name and address it gave); the billing identity points at the latest one.
CREATE TABLE shop_vat_checks (
  id                  bigserial PRIMARY KEY,
  user_id             bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  vat_number          text NOT NULL,
  registry            text NOT NULL,
  outcome             text NOT NULL CHECK (outcome IN ('valid', 'invalid', 'unavailable')),
  request_identifier  text,
  name                text,
  address             text,
  detail              text,
  checked_at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX shop_vat_checks_user_idx ON shop_vat_checks (user_id, checked_at DESC);

ALTER TABLE shop_billing ADD COLUMN vat_check_id bigint REFERENCES shop_vat_checks(id) ON DELETE SET NULL;
