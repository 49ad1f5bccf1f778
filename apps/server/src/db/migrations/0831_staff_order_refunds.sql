-- The back office's refunds and cancellations of orders (issue #26), owned by the module admin-catalogue: one per
-- order (a refund gives back the whole amount and cancels the order with a credit note; a cancellation stops a
-- pending order), with who did it, why, and the payment provider's refund id. The order, its invoice and its
-- credit note stay the shop's (shop_orders, shop_invoices).
CREATE TABLE staff_order_refunds (
  id                 bigserial PRIMARY KEY,
  order_id           bigint NOT NULL UNIQUE REFERENCES shop_orders (id) ON DELETE CASCADE,
  kind               text NOT NULL CHECK (kind IN ('refund', 'cancel')),
  amount_cents       integer NOT NULL CHECK (amount_cents >= 0),
  reason             text NOT NULL,
  staff_user_id      bigint REFERENCES users (id) ON DELETE SET NULL,
  staff_login        text NOT NULL,
  provider_refund_id text,
  credit_note_id     bigint REFERENCES shop_invoices (id),
  created_at         timestamptz NOT NULL DEFAULT now()
);
-- The orders screen lists the newest first, and finds an order by its customer.
CREATE INDEX shop_orders_staff_recent_idx ON shop_orders (created_at DESC, id DESC);
