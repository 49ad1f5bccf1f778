-- SafeBox opened by a paid order (product-spec §4 "Order flow": "SafeBox opens automatically if missing"). The
-- order, with its accepted terms of sale and billing identity, stands for the membership contract; this table says
-- which order opened a user's membership (users.safebox), until the user leaves or the order is cancelled.
CREATE TABLE safebox_order_openings (
  order_id   bigint PRIMARY KEY REFERENCES shop_orders(id) ON DELETE CASCADE,
  user_id    bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  opened_at  timestamptz NOT NULL DEFAULT now(),
  ended_at   timestamptz
);
-- One live opening per user.
CREATE UNIQUE INDEX safebox_order_openings_live_key ON safebox_order_openings (user_id) WHERE ended_at IS NULL;
