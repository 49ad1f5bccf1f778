-- Issue #27 (core, issue #29): who works for a supplier. A user belongs to at most one supplier (primary key on
-- user_id); `role` admin may invite the organisation's other staff. Written by the supplier side only; read by
-- apiRoute to admit `access: 'supplier'` routes and hand them the caller's own supplier.
CREATE TABLE supplier_members (
  user_id     integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  supplier_id integer NOT NULL REFERENCES suppliers (id) ON DELETE CASCADE,
  role        text NOT NULL DEFAULT 'member' CHECK (role IN ('admin', 'member')),
  invited_by  integer REFERENCES users (id) ON DELETE SET NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX supplier_members_supplier ON supplier_members (supplier_id);
