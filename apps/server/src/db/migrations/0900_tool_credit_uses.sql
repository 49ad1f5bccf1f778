-- The regulatory tools' credits (issue #28, owned by the entitlements module): one row per deliverable charged to a
-- user (an establishment report, a saved load, a label sheet), from the month's SafeBox free level (holding_id null,
-- free) or from a paid holding. The key names what was delivered; the same key on the same day is charged once
-- (the unique constraint is the last guard against a double charge when two calls race).
CREATE TABLE tool_credit_uses (
  id          bigserial PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  tool        text NOT NULL CHECK (tool IN ('quickIcpe', 'quickAdr', 'fdsLabels')),
  use_key     text NOT NULL,
  day         date NOT NULL,
  free        boolean NOT NULL,
  holding_id  bigint REFERENCES shop_holdings(id) ON DELETE CASCADE,
  used_at     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, tool, use_key, day),
  CHECK (free = (holding_id IS NULL))
);
CREATE INDEX tool_credit_uses_month_idx ON tool_credit_uses (user_id, tool, day) WHERE free;
