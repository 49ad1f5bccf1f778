-- Issue #23: "a mail tells the user when the sheets of an order are processed" (product-spec §4 "Order flow": an
-- e-mail follows). One row per paid order whose mail went out, so that it goes out once.
CREATE TABLE order_processed_mails (
  order_id  bigint PRIMARY KEY REFERENCES shop_orders(id) ON DELETE CASCADE,
  user_id   bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  mailed_at timestamptz NOT NULL DEFAULT now()
);
-- Orders paid before this mail existed are not mailed now, days later.
INSERT INTO order_processed_mails (order_id, user_id) SELECT id, user_id FROM shop_orders WHERE paid_at IS NOT NULL;
