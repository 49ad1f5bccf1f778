-- The back office's sheet search (issue #26): staff find any sheet, superseded, secret and deleted ones included,
-- which every index of the public search leaves out (they hold only the latest visible rows). Built for 3,000,000
-- sheets: folded-name prefixes and product codes over every row, and the two small sets staff browse on their own
-- (deleted sheets, newest deletion first; secret sheets by name).
CREATE INDEX documents_staff_name_idx ON documents (name_fold text_pattern_ops, id);
CREATE INDEX documents_staff_code_idx ON documents (upper(product_code)) WHERE product_code IS NOT NULL;
CREATE INDEX documents_staff_deleted_idx ON documents (deleted_at DESC, id) WHERE deleted_at IS NOT NULL;
CREATE INDEX documents_staff_secret_idx ON documents (name_fold text_pattern_ops, id) WHERE access = 'secret';
