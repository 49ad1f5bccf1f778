-- The shop (issue #14): carts, billing identities, orders, payments, offers held with their credits, the credit
-- ledger (one row per sheet and offer, for good), invoices with gap-free numbers, and the Premium check queue.

CREATE TABLE shop_carts (
  user_id     bigint PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  offer_ids   integer[] NOT NULL DEFAULT '{}',
  quantity    integer NOT NULL DEFAULT 1 CHECK (quantity >= 1),
  step        smallint NOT NULL DEFAULT 0 CHECK (step BETWEEN 0 AND 4),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE shop_billing (
  user_id            bigint PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  company_name       text NOT NULL,
  first_name         text,
  last_name          text,
  address1           text NOT NULL,
  address2           text,
  address3           text,
  zipcode            text NOT NULL,
  city               text NOT NULL,
  country_code       char(2) NOT NULL,
  siret              text,
  eu_vat_number      text,
  terms_of_sale_at   timestamptz NOT NULL,
  personal_data_at   timestamptz NOT NULL,
  updated_at         timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE shop_orders (
  id                 bigserial PRIMARY KEY,
  user_id            bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  status             text NOT NULL CHECK (status IN ('pending', 'paid', 'failed', 'cancelled')),
  quantity           integer NOT NULL CHECK (quantity >= 1),
  lines              jsonb NOT NULL,
  total_et_cents     integer NOT NULL,
  total_vat_cents    integer NOT NULL,
  total_it_cents     integer NOT NULL,
  vat_rate           numeric(5,2) NOT NULL,
  vat_mode           text NOT NULL,
  billing            jsonb NOT NULL,
  provider           text NOT NULL,
  payment_intent_id  text UNIQUE,
  client_secret      text,
  failure            text,
  created_at         timestamptz NOT NULL DEFAULT now(),
  paid_at            timestamptz,
  cancelled_at       timestamptz
);
-- A pending order blocks a new one: at most one per user.
CREATE UNIQUE INDEX shop_orders_one_pending ON shop_orders (user_id) WHERE status = 'pending';
CREATE INDEX shop_orders_user_idx ON shop_orders (user_id, created_at DESC);

-- Webhook and confirmation events already handled (replays change nothing).
CREATE TABLE shop_payment_events (
  event_id     text PRIMARY KEY,
  order_id     bigint REFERENCES shop_orders(id) ON DELETE CASCADE,
  type         text NOT NULL,
  received_at  timestamptz NOT NULL DEFAULT now()
);

-- Offers a user holds, one row per paid order line: lots x 10 credits, valid until end_date.
CREATE TABLE shop_holdings (
  id          bigserial PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  order_id    bigint NOT NULL REFERENCES shop_orders(id) ON DELETE CASCADE,
  offer_id    integer NOT NULL,
  packs       integer NOT NULL CHECK (packs >= 1),
  credits     integer NOT NULL CHECK (credits >= 0),
  used        integer NOT NULL DEFAULT 0 CHECK (used >= 0 AND used <= credits),
  et_cents    integer NOT NULL,
  start_date  date NOT NULL,
  end_date    date NOT NULL,
  revoked_at  timestamptz,
  UNIQUE (order_id, offer_id)
);
CREATE INDEX shop_holdings_user_idx ON shop_holdings (user_id, offer_id);

-- One credit spent per sheet and offer, for good, once.
CREATE TABLE shop_credit_uses (
  user_id      bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  offer_id     integer NOT NULL,
  document_id  bigint NOT NULL REFERENCES documents(id),
  holding_id   bigint NOT NULL REFERENCES shop_holdings(id) ON DELETE CASCADE,
  used_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, offer_id, document_id)
);

-- Gap-free numbering: one counter per series, taken under a row lock inside the issuing transaction.
CREATE TABLE shop_invoice_counters (
  series  text PRIMARY KEY,
  last    integer NOT NULL DEFAULT 0
);
INSERT INTO shop_invoice_counters (series) VALUES ('invoice'), ('credit_note');

CREATE TABLE shop_invoices (
  id              bigserial PRIMARY KEY,
  number          text NOT NULL UNIQUE,
  kind            text NOT NULL CHECK (kind IN ('invoice', 'credit_note')),
  order_id        bigint NOT NULL REFERENCES shop_orders(id),
  user_id         bigint NOT NULL REFERENCES users(id),
  refers_to       bigint REFERENCES shop_invoices(id),
  total_et_cents  integer NOT NULL,
  total_vat_cents integer NOT NULL,
  total_it_cents  integer NOT NULL,
  pdf             bytea NOT NULL,
  issued_at       timestamptz NOT NULL DEFAULT now(),
  UNIQUE (order_id, kind)
);

-- Premium: a human check of the extraction within 7 days, queued when a Premium credit is spent on a sheet.
CREATE TABLE shop_premium_checks (
  document_id  bigint NOT NULL REFERENCES documents(id),
  user_id      bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  status       text NOT NULL DEFAULT 'awaiting' CHECK (status IN ('awaiting', 'checked')),
  due_at       timestamptz NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  checked_at   timestamptz,
  PRIMARY KEY (document_id, user_id)
);
