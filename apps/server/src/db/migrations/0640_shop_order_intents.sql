-- Issue #22 item 9: every payment intent an order ever had. "Resume" replaces the order's current intent
-- (shop_orders.payment_intent_id); a payment that still succeeds on a replaced intent must find its order here.
CREATE TABLE shop_order_intents (
  intent_id     text PRIMARY KEY,
  order_id      bigint NOT NULL REFERENCES shop_orders(id) ON DELETE CASCADE,
  created_at    timestamptz NOT NULL DEFAULT now(),
  -- Set when the order was replaced by a newer intent or the order was deleted (cancel asked of the provider).
  replaced_at   timestamptz,
  -- A success on an intent of an order already paid through another intent: the second charge is refunded.
  refunded_at   timestamptz
);
CREATE INDEX shop_order_intents_order_idx ON shop_order_intents (order_id);

INSERT INTO shop_order_intents (intent_id, order_id, created_at)
  SELECT payment_intent_id, id, created_at FROM shop_orders WHERE payment_intent_id IS NOT NULL
  ON CONFLICT DO NOTHING;

-- The intent whose success paid the order: a success on any other intent of a paid order is a second charge.
ALTER TABLE shop_orders ADD COLUMN paid_intent_id text;
UPDATE shop_orders SET paid_intent_id = payment_intent_id WHERE status = 'paid' OR paid_at IS NOT NULL;
