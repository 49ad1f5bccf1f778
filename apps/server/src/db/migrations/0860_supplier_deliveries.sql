-- Issue #27 part 2: sending updated sheets to a supplier's customers, with proof. Owned by modules/supplier-deliveries.
--
-- Who received which product: one row per (customer, product, delivery date), imported by the supplier (CSV or API).
-- The customer is one of the supplier's customer codes (its holders are the recipients) or an e-mail address.
CREATE TABLE supplier_deliveries (
  id               bigserial PRIMARY KEY,
  supplier_id      integer NOT NULL REFERENCES suppliers (id) ON DELETE CASCADE,
  customer_code_id bigint REFERENCES customer_codes (id) ON DELETE CASCADE,
  email            text,
  product_code     text NOT NULL,
  delivered_on     date NOT NULL,
  created_at       timestamptz NOT NULL DEFAULT now(),
  CHECK ((customer_code_id IS NULL) <> (email IS NULL))
);
-- A delivery imported twice is one delivery (re-importing the same file changes nothing).
CREATE UNIQUE INDEX supplier_deliveries_unique
  ON supplier_deliveries (supplier_id, product_code, coalesce(customer_code_id, 0), coalesce(lower(email), ''), delivered_on);
CREATE INDEX supplier_deliveries_product ON supplier_deliveries (supplier_id, product_code, delivered_on);

-- One send of one revision to one recipient. Only the SHA-256 of the personal link's token is kept.
CREATE TABLE supplier_sends (
  id           bigserial PRIMARY KEY,
  supplier_id  integer NOT NULL REFERENCES suppliers (id),
  document_id  bigint NOT NULL REFERENCES documents (id),
  email        text NOT NULL,
  user_id      bigint REFERENCES users (id) ON DELETE SET NULL,
  language     text NOT NULL DEFAULT 'fr',
  token_hash   bytea NOT NULL UNIQUE,
  accepted_at  timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX supplier_sends_recipient ON supplier_sends (document_id, lower(email));
CREATE INDEX supplier_sends_supplier ON supplier_sends (supplier_id, created_at DESC);

-- The proof archive (product-spec §9: 10 years minimum, 30 advised): append-only. Each record carries the hash of
-- the previous one (a hash chain: record_hash = SHA-256 of previous_hash and the record's fields), and the trigger
-- below refuses any UPDATE, DELETE or TRUNCATE, so `npm run archive:verify` can prove nothing was altered.
-- No foreign key with ON DELETE actions: a cascade would be an UPDATE/DELETE the trigger refuses.
CREATE TABLE proof_records (
  id            bigserial PRIMARY KEY,
  send_id       bigint NOT NULL REFERENCES supplier_sends (id),
  supplier_id   integer NOT NULL,
  document_id   bigint NOT NULL,
  event         text NOT NULL CHECK (event IN ('sent', 'deposited', 'opened', 'downloaded')),
  recipient     text NOT NULL,
  sheet_sha256  text NOT NULL,
  detail        text NOT NULL DEFAULT '',
  recorded_at   timestamptz NOT NULL,
  previous_hash text NOT NULL,
  record_hash   text NOT NULL UNIQUE
);
CREATE INDEX proof_records_send ON proof_records (send_id);
CREATE INDEX proof_records_document ON proof_records (supplier_id, document_id);

CREATE FUNCTION proof_records_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'proof_records is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
CREATE TRIGGER proof_records_no_update BEFORE UPDATE OR DELETE ON proof_records
  FOR EACH ROW EXECUTE FUNCTION proof_records_append_only();
CREATE TRIGGER proof_records_no_truncate BEFORE TRUNCATE ON proof_records
  FOR EACH STATEMENT EXECUTE FUNCTION proof_records_append_only();
