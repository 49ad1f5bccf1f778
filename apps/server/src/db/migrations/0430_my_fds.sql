-- My-FDS, the personal space (issue #12).

-- The user's own fields on each kept sheet, what an upload was declared as, the catalogue sheet an upload matches,
-- and the paid tools chosen for the sheet (PUT .../selectInfReg).
ALTER TABLE user_documents
  ADD COLUMN internal_reference    text,
  ADD COLUMN site                  text,
  ADD COLUMN storage_location      text,
  ADD COLUMN note                  text,
  ADD COLUMN upload_supplier_name  text,
  ADD COLUMN catalogue_document_id bigint REFERENCES documents(id),
  ADD COLUMN tools                 jsonb NOT NULL DEFAULT '{"extraction":"none","watch_lists":[]}'::jsonb,
  ADD COLUMN updated_at            timestamptz NOT NULL DEFAULT now();
CREATE INDEX user_documents_user_added_idx ON user_documents (user_id, added_at DESC, document_id);
CREATE INDEX user_documents_user_source_idx ON user_documents (user_id, source, added_at DESC);

-- Uploaded sheets are private documents (access 'secret') owned by the user who sent them.
ALTER TABLE documents ADD COLUMN uploaded_by bigint REFERENCES users(id) ON DELETE SET NULL;
CREATE INDEX documents_uploaded_by_idx ON documents (uploaded_by) WHERE uploaded_by IS NOT NULL;

-- Sheets a space held before a newer revision replaced them ("keeps the old one in the sheet's history").
CREATE TABLE my_fds_replaced (
  user_id      bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  document_id  bigint NOT NULL REFERENCES documents(id),
  replaced_by  bigint NOT NULL REFERENCES documents(id),
  replaced_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, document_id)
);

-- Change log ("my chemical base", product-spec §3.6): one row per changed field of a sheet of the space.
CREATE TABLE my_fds_changes (
  id                   bigserial PRIMARY KEY,
  user_id              bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  document_id          bigint NOT NULL REFERENCES documents(id),
  previous_document_id bigint NOT NULL REFERENCES documents(id),
  section              text NOT NULL,
  label                text NOT NULL,
  field                text NOT NULL,
  old_value            text,
  new_value            text,
  created_at           timestamptz NOT NULL DEFAULT now(),
  modified_at          timestamptz NOT NULL DEFAULT now(),
  notified_at          timestamptz
);
CREATE UNIQUE INDEX my_fds_changes_once_idx
  ON my_fds_changes (user_id, document_id, previous_document_id, field, coalesce(old_value, ''), coalesce(new_value, ''));
CREATE INDEX my_fds_changes_user_idx ON my_fds_changes (user_id, created_at DESC);
CREATE INDEX my_fds_changes_pending_idx ON my_fds_changes (user_id) WHERE notified_at IS NULL;

-- At most one digest e-mail per user and day.
CREATE TABLE my_fds_digests (
  user_id  bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  day      date NOT NULL,
  sent_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, day)
);
