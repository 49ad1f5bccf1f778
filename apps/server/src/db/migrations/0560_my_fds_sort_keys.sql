-- My-FDS list speed (issue #12: a space of 10,000 sheets, list page p95 <= 50 ms).
-- The list is sorted by the sheet's product name, supplier name, revision date or language. Those live on documents
-- and suppliers, so every page joined and sorted the whole space on them (a scan of the catalogue's sheets for each
-- page). A kept sheet now carries its own copy of these sort keys and whether its sheet is deleted; the page is then
-- read from one index of user_documents and only its 500 rows are joined. Triggers keep the copy right whatever
-- writes: a sheet put into a space (or replaced by a newer revision), a sheet renamed, redated, moved or deleted,
-- a supplier renamed.

ALTER TABLE user_documents
  ADD COLUMN sort_product_name  text,
  ADD COLUMN sort_supplier_name text,
  ADD COLUMN sort_revision_date date,
  ADD COLUMN sort_language      text,
  ADD COLUMN sheet_deleted      boolean NOT NULL DEFAULT false;

UPDATE user_documents u
SET sort_product_name = lower(d.product_name),
    sort_supplier_name = lower(coalesce(u.upload_supplier_name, s.name)),
    sort_revision_date = d.revision_date,
    sort_language = d.language,
    sheet_deleted = d.deleted_at IS NOT NULL
FROM documents d JOIN suppliers s ON s.id = d.supplier_id
WHERE d.id = u.document_id;

-- A row put into a space, or moved to another sheet (a newer revision) or another declared supplier (an upload).
CREATE FUNCTION user_documents_sort_keys_fill() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT lower(d.product_name), lower(coalesce(NEW.upload_supplier_name, s.name)), d.revision_date, d.language,
         d.deleted_at IS NOT NULL
    INTO NEW.sort_product_name, NEW.sort_supplier_name, NEW.sort_revision_date, NEW.sort_language, NEW.sheet_deleted
    FROM documents d JOIN suppliers s ON s.id = d.supplier_id
   WHERE d.id = NEW.document_id;
  NEW.sheet_deleted := coalesce(NEW.sheet_deleted, false);
  RETURN NEW;
END $$;
CREATE TRIGGER user_documents_sort_keys BEFORE INSERT OR UPDATE OF document_id, upload_supplier_name ON user_documents
  FOR EACH ROW EXECUTE FUNCTION user_documents_sort_keys_fill();

-- A sheet held in spaces is renamed, redated, moved to another supplier, relabelled or deleted.
CREATE FUNCTION documents_my_fds_sort_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE user_documents u
     SET sort_product_name = lower(NEW.product_name),
         sort_supplier_name = lower(coalesce(u.upload_supplier_name, s.name)),
         sort_revision_date = NEW.revision_date,
         sort_language = NEW.language,
         sheet_deleted = NEW.deleted_at IS NOT NULL
    FROM suppliers s
   WHERE u.document_id = NEW.id AND s.id = NEW.supplier_id;
  RETURN NULL;
END $$;
CREATE TRIGGER documents_my_fds_sort_keys AFTER UPDATE OF product_name, supplier_id, revision_date, language, deleted_at ON documents
  FOR EACH ROW
  WHEN (OLD.product_name IS DISTINCT FROM NEW.product_name OR OLD.supplier_id IS DISTINCT FROM NEW.supplier_id
     OR OLD.revision_date IS DISTINCT FROM NEW.revision_date OR OLD.language IS DISTINCT FROM NEW.language
     OR (OLD.deleted_at IS NULL) <> (NEW.deleted_at IS NULL))
  EXECUTE FUNCTION documents_my_fds_sort_keys();

-- A supplier is renamed: the kept sheets of its catalogue (an upload's declared supplier name stays first).
CREATE FUNCTION suppliers_my_fds_sort_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE user_documents u
     SET sort_supplier_name = lower(coalesce(u.upload_supplier_name, NEW.name))
    FROM documents d
   WHERE d.supplier_id = NEW.id AND u.document_id = d.id;
  RETURN NULL;
END $$;
CREATE TRIGGER suppliers_my_fds_sort_keys AFTER UPDATE OF name ON suppliers
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION suppliers_my_fds_sort_keys();

-- One index per sort of the list (both directions: the tie-break document_id follows the key's direction).
CREATE INDEX user_documents_sort_product_idx  ON user_documents (user_id, sort_product_name, document_id) WHERE NOT sheet_deleted;
CREATE INDEX user_documents_sort_supplier_idx ON user_documents (user_id, sort_supplier_name, document_id) WHERE NOT sheet_deleted;
CREATE INDEX user_documents_sort_revision_idx ON user_documents (user_id, sort_revision_date, document_id) WHERE NOT sheet_deleted;
CREATE INDEX user_documents_sort_language_idx ON user_documents (user_id, sort_language, document_id) WHERE NOT sheet_deleted;
CREATE INDEX user_documents_sort_added_idx    ON user_documents (user_id, added_at, document_id) WHERE NOT sheet_deleted;
CREATE INDEX user_documents_sort_source_idx   ON user_documents (user_id, source, document_id) WHERE NOT sheet_deleted;
