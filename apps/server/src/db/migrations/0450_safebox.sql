-- SafeBox (issue #13): the membership requests with their contract, and the sheets deposited for members.
-- The §3.2 fields (safebox, safebox_contract_identifier, safebox_signed_contract_return_date,
-- safebox_max_return_date, safebox_cc) stay on users (column safebox, profile document) for the profile replies;
-- this table keeps the history and the proof of signature.
CREATE TABLE safebox_contracts (
  id                   bigserial PRIMARY KEY,
  user_id              bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  contract_identifier  text NOT NULL UNIQUE CHECK (contract_identifier ~ '^\d{5}-\d{5}-\d{5}-\d{6}$'),
  status               text NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'signed', 'lapsed', 'cancelled', 'left')),
  company_name         text NOT NULL,
  siret                text NOT NULL CHECK (siret ~ '^\d{14}$'),
  duns                 text NOT NULL CHECK (duns ~ '^\d{9}$'),
  address1             text NOT NULL,
  address2             text,
  zipcode              text NOT NULL,
  city                 text NOT NULL,
  safebox_cc           text,
  language             text NOT NULL,
  company_check        text NOT NULL CHECK (company_check IN ('sirene', 'account_name')),
  registry_name        text,                    -- the name the registry gave, when it was asked
  pdf_key              text NOT NULL,           -- the contract as mailed (storage interface)
  pdf_sha256           text NOT NULL,
  max_return_date      date NOT NULL,
  sent_at              timestamptz NOT NULL DEFAULT now(),
  last_sent_at         timestamptz NOT NULL DEFAULT now(),
  sent_count           integer NOT NULL DEFAULT 1,
  reminder_sent_at     timestamptz,
  received_at          timestamptz,
  receipt              text CHECK (receipt IN ('online', 'paper')),
  signer_user_id       bigint REFERENCES users(id) ON DELETE SET NULL,
  signer_ip            inet,
  signer_user_agent    text,
  signed_pdf_sha256    text,                    -- SHA-256 of the exact PDF that was signed (= pdf_sha256 then)
  signed_pdf_key       text,                    -- the stamped copy
  recorded_by          bigint REFERENCES users(id) ON DELETE SET NULL, -- admin who recorded a paper copy
  ended_at             timestamptz,
  created_at           timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX safebox_contracts_user_idx ON safebox_contracts (user_id, created_at DESC);
-- One live request or membership per account, and one per SIRET across accounts.
CREATE UNIQUE INDEX safebox_contracts_live_user_key ON safebox_contracts (user_id) WHERE status IN ('waiting', 'signed');
CREATE UNIQUE INDEX safebox_contracts_live_siret_key ON safebox_contracts (siret) WHERE status IN ('waiting', 'signed');
CREATE INDEX safebox_contracts_waiting_idx ON safebox_contracts (max_return_date) WHERE status = 'waiting';

-- Sheets delivered to a member's space by SafeBox: never twice (even after the user removed one), mailed once a day.
CREATE TABLE safebox_deposits (
  user_id       bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  document_id   bigint NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
  reason        text NOT NULL CHECK (reason IN ('revision', 'customer')),
  deposited_at  timestamptz NOT NULL DEFAULT now(),
  mailed_at     timestamptz,
  PRIMARY KEY (user_id, document_id)
);
CREATE INDEX safebox_deposits_unmailed_idx ON safebox_deposits (user_id) WHERE mailed_at IS NULL;
