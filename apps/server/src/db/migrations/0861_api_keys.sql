-- Issue #27 part 2: API keys for integrators. Owned by modules/api-keys. A key belongs to a user and, for a supplier
-- key, to that user's supplier; only its SHA-256 is stored (the key is shown once, at creation). The webhook secret
-- is kept as given out: the server must sign each webhook body with it (HMAC-SHA256).
CREATE TABLE api_keys (
  id             bigserial PRIMARY KEY,
  user_id        bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  supplier_id    integer REFERENCES suppliers (id) ON DELETE CASCADE,
  name           text NOT NULL,
  scope          text NOT NULL CHECK (scope IN ('read', 'write')),
  key_hash       bytea NOT NULL UNIQUE,
  key_prefix     text NOT NULL,
  webhook_url    text,
  webhook_secret text,
  created_at     timestamptz NOT NULL DEFAULT now(),
  revoked_at     timestamptz
);
CREATE INDEX api_keys_user ON api_keys (user_id);
CREATE INDEX api_keys_supplier_webhooks ON api_keys (supplier_id) WHERE webhook_url IS NOT NULL AND revoked_at IS NULL;
