-- Issue #26 (core): the back office's audit log. Every staff action that changes data writes one row, in the same
-- transaction as the change: who, when, what, before and after. Append-only: the trigger refuses UPDATE and DELETE
-- to everyone, the application included, so the log cannot be edited from the platform.
CREATE TABLE staff_audit (
  id            bigserial PRIMARY KEY,
  at            timestamptz NOT NULL DEFAULT now(),
  staff_user_id integer REFERENCES users (id) ON DELETE SET NULL,
  staff_login   text NOT NULL,
  action        text NOT NULL,
  target_type   text NOT NULL,
  target_id     text,
  before        jsonb,
  after         jsonb,
  reason        text
);
CREATE INDEX staff_audit_at ON staff_audit (at DESC, id DESC);
CREATE INDEX staff_audit_target ON staff_audit (target_type, target_id, at DESC);
CREATE INDEX staff_audit_staff ON staff_audit (staff_login, at DESC);

CREATE FUNCTION staff_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_audit is append-only';
END;
$$;
CREATE TRIGGER staff_audit_append_only BEFORE UPDATE OR DELETE ON staff_audit
  FOR EACH ROW EXECUTE FUNCTION staff_audit_append_only();
