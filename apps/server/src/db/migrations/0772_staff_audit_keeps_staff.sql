-- The audit log is append-only (0771's trigger refuses UPDATE and DELETE), so the foreign key's ON DELETE SET NULL
-- would make deleting a staff account fail. The row keeps the staff member's id and login as they were; the key goes.
ALTER TABLE staff_audit DROP CONSTRAINT staff_audit_staff_user_id_fkey;
