-- Issue #27 (the supplier's space): drafts of sheets a supplier's staff upload, read and confirm before publishing;
-- the history of what they did to their sheets; invitations to join a supplier organisation. Owned by the module
-- supplier-space (which also writes supplier_members, migration 0770).

-- A draft is a file uploaded by a supplier's staff, stored as a secret sheet of that supplier (document_id: never
-- listed, never served) so that the 'sds.extract-user' job reads it like any upload; its reading prefills the
-- catalogue fields. Publishing goes through the catalogue's publisher (the importer's code path) and records the
-- published sheet here; a discarded draft keeps its row.
CREATE TABLE supplier_drafts (
  id                    bigserial PRIMARY KEY,
  supplier_id           integer NOT NULL REFERENCES suppliers (id) ON DELETE CASCADE,
  document_id           bigint NOT NULL REFERENCES documents (id),
  file_name             text NOT NULL,
  -- The sheet this draft is meant to replace (a new revision of that product and language), when chosen.
  replaces_document_id  bigint REFERENCES documents (id),
  status                text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published', 'discarded')),
  published_document_id bigint REFERENCES documents (id),
  uploaded_by           bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at            timestamptz NOT NULL DEFAULT now(),
  updated_at            timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX supplier_drafts_supplier ON supplier_drafts (supplier_id, status, created_at DESC);

-- What the supplier's staff did to a sheet (published, access changed, withdrawn), by whom and when. Withdrawn
-- sheets are never deleted: the sheet and its history stay (archiving: 10 years minimum, product-spec §9).
CREATE TABLE supplier_sheet_events (
  id          bigserial PRIMARY KEY,
  supplier_id integer NOT NULL REFERENCES suppliers (id) ON DELETE CASCADE,
  document_id bigint NOT NULL REFERENCES documents (id),
  action      text NOT NULL CHECK (action IN ('published', 'access', 'withdrawn')),
  detail      jsonb NOT NULL DEFAULT '{}'::jsonb,
  user_id     bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX supplier_sheet_events_document ON supplier_sheet_events (document_id, created_at);

-- An invitation to join a supplier organisation, mailed with a single-use link (only the token's SHA-256 is kept).
CREATE TABLE supplier_invitations (
  id          bigserial PRIMARY KEY,
  supplier_id integer NOT NULL REFERENCES suppliers (id) ON DELETE CASCADE,
  email       text NOT NULL,
  role        text NOT NULL DEFAULT 'member' CHECK (role IN ('admin', 'member')),
  token_hash  bytea NOT NULL UNIQUE,
  language    text NOT NULL DEFAULT 'fr',
  invited_by  bigint REFERENCES users (id) ON DELETE SET NULL,
  expires_at  timestamptz NOT NULL,
  accepted_at timestamptz,
  accepted_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX supplier_invitations_supplier ON supplier_invitations (supplier_id, created_at DESC);
