-- Core schema shared by every feature. Features add their own tables in later numbered files:
-- 0002-0099 platform (accounts, sessions, mail), 0100-0199 catalogue and search, 0200-0299 sheet reader,
-- 0300-0399 substance watch, 0400-0499 personal space and shop. Never edit a file that has landed.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS unaccent;

-- unaccent() is only STABLE; an IMMUTABLE wrapper lets it appear in index expressions.
CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;

-- Folded form used for case- and accent-insensitive matching.
CREATE OR REPLACE FUNCTION f_fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.f_unaccent($1)) $$;

-- ---------------------------------------------------------------- accounts
CREATE TABLE users (
  id            bigserial PRIMARY KEY,
  login         text NOT NULL UNIQUE,              -- lower-cased e-mail (or two joined by a slash)
  email         text NOT NULL,
  password_hash text,                              -- null until the account is confirmed
  status        text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'active', 'disabled')),
  profile_types text[] NOT NULL DEFAULT ARRAY['mySDS'],
  language      text NOT NULL DEFAULT 'fr',
  profile       jsonb NOT NULL DEFAULT '{}'::jsonb, -- the profile fields of product-spec §3.2
  safebox       boolean NOT NULL DEFAULT false,
  paying        boolean NOT NULL DEFAULT false,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));

-- Sessions: only the SHA-256 of the cookie token is stored. A session exists for visitors too
-- (guest pass, proven customer codes) and is bound to a user after login.
CREATE TABLE sessions (
  id            bigserial PRIMARY KEY,
  token_hash    bytea NOT NULL UNIQUE,
  user_id       bigint REFERENCES users(id) ON DELETE CASCADE,
  guest         jsonb,                              -- free-consult data (PUT /session)
  data          jsonb NOT NULL DEFAULT '{}'::jsonb,
  ip            inet,
  user_agent    text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  last_seen_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sessions_user_idx ON sessions (user_id);
CREATE INDEX sessions_last_seen_idx ON sessions (last_seen_at);

-- Single-use tokens mailed for registration, password and e-mail changes (hash only).
CREATE TABLE auth_tokens (
  id          bigserial PRIMARY KEY,
  token_hash  bytea NOT NULL UNIQUE,
  purpose     text NOT NULL CHECK (purpose IN ('register', 'password', 'email', 'update_mail')),
  user_id     bigint REFERENCES users(id) ON DELETE CASCADE,
  payload     jsonb NOT NULL DEFAULT '{}'::jsonb,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- ---------------------------------------------------------------- catalogue
CREATE TABLE suppliers (
  id                 serial PRIMARY KEY,
  code               text NOT NULL UNIQUE,
  name               text NOT NULL,
  slug               text NOT NULL UNIQUE,
  access_level       text NOT NULL DEFAULT 'public' CHECK (access_level IN ('public', 'private', 'mixed')),
  member             boolean NOT NULL DEFAULT true,
  migrated           boolean NOT NULL DEFAULT false,
  redirect_url       text,
  customer_code_description jsonb NOT NULL DEFAULT '{}'::jsonb, -- per interface language
  customer_code_help jsonb NOT NULL DEFAULT '{}'::jsonb,        -- per interface language
  contact            jsonb NOT NULL DEFAULT '{}'::jsonb,
  country            text,
  document_count     integer NOT NULL DEFAULT 0,                -- latest visible sheets, kept by the catalogue
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now()
);

-- One row per stored sheet version. The latest version of (supplier, product_key, language) has is_latest.
CREATE TABLE documents (
  id                bigserial PRIMARY KEY,
  iddc              text NOT NULL UNIQUE CHECK (iddc ~ '^\d{7}-\d{5}-\d{5}-\d{6}$'),
  supplier_id       integer NOT NULL REFERENCES suppliers(id),
  product_key       text NOT NULL,          -- identifies "the same product" across revisions and languages
  product_name      text NOT NULL,
  product_name_slug text NOT NULL,
  product_code      text,
  revision_date     date,
  revision_version  text,
  language          text NOT NULL,
  type              text NOT NULL DEFAULT 'SDS',
  ufi               text,
  ean               text[] NOT NULL DEFAULT '{}',
  brand             text,
  range             text,
  regulation        text,
  zone              text,
  country           text,
  cpro              text,
  family            text,
  access            text NOT NULL DEFAULT 'public' CHECK (access IN ('public', 'private', 'secret')),
  language_group_id bigint,                 -- sheets of one product in several languages share it
  is_latest         boolean NOT NULL DEFAULT true,
  superseded_by     bigint REFERENCES documents(id),
  file_key          text,                   -- key in the storage interface
  file_size         integer,
  file_pages        integer,
  file_sha256       text,
  deleted_at        timestamptz,
  last_update       timestamptz NOT NULL DEFAULT now(),
  created_at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX documents_supplier_idx ON documents (supplier_id);
CREATE INDEX documents_product_key_idx ON documents (supplier_id, product_key, language);
CREATE INDEX documents_language_group_idx ON documents (language_group_id);

CREATE TABLE customer_codes (
  id          bigserial PRIMARY KEY,
  supplier_id integer NOT NULL REFERENCES suppliers(id) ON DELETE CASCADE,
  code        text NOT NULL,
  customer    text,
  created_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (supplier_id, code)
);

-- Customer codes a user has proved (kept on the account). Codes proved by a visitor live in sessions.data.
CREATE TABLE user_customer_codes (
  user_id          bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  customer_code_id bigint NOT NULL REFERENCES customer_codes(id) ON DELETE CASCADE,
  added_at         timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, customer_code_id)
);

CREATE TABLE consultations (
  id           bigserial PRIMARY KEY,
  document_id  bigint NOT NULL REFERENCES documents(id),
  user_id      bigint REFERENCES users(id) ON DELETE SET NULL,
  session_id   bigint REFERENCES sessions(id) ON DELETE SET NULL,
  guest_email  text,
  kind         text NOT NULL CHECK (kind IN ('consult', 'download', 'preview')),
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX consultations_user_idx ON consultations (user_id, created_at DESC);
CREATE INDEX consultations_document_idx ON consultations (document_id);

-- ---------------------------------------------------------------- personal space (my-FDS)
-- Sheets a user keeps: favourites, consulted-and-imported, received, uploaded. Alerts and the substance
-- watch work on these.
CREATE TABLE user_documents (
  user_id      bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  document_id  bigint NOT NULL REFERENCES documents(id),
  source       text NOT NULL DEFAULT 'favourite' CHECK (source IN ('favourite', 'upload', 'consultation', 'received')),
  added_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, document_id)
);
CREATE INDEX user_documents_document_idx ON user_documents (document_id);

-- ---------------------------------------------------------------- extraction (sheet reader results)
CREATE TABLE document_extractions (
  document_id     bigint PRIMARY KEY REFERENCES documents(id) ON DELETE CASCADE,
  status          text NOT NULL CHECK (status IN ('not_concerned', 'in_progress', 'not_extracted', 'not_available')),
  reader_version  text,
  reading         jsonb,                -- the SdsReading of packages/sds
  conformity      text[] NOT NULL DEFAULT '{}',
  error           text,
  extracted_at    timestamptz,
  updated_at      timestamptz NOT NULL DEFAULT now()
);

-- Components of section 3, one row each, for set-based matching against regulatory lists.
CREATE TABLE document_components (
  document_id   bigint NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
  position      smallint NOT NULL,
  name          text,
  cas           text,                   -- normalised, null when absent or unreadable
  ec            text,
  index_number  text,
  reach_number  text,
  cas_valid     boolean,
  ec_valid      boolean,
  conc_min      numeric,
  conc_max      numeric,
  conc_unit     text,
  conc_raw      text,
  h_statements  text[] NOT NULL DEFAULT '{}',
  PRIMARY KEY (document_id, position)
);
CREATE INDEX document_components_cas_idx ON document_components (cas) WHERE cas IS NOT NULL;
CREATE INDEX document_components_ec_idx ON document_components (ec) WHERE ec IS NOT NULL;
CREATE INDEX document_components_index_idx ON document_components (index_number) WHERE index_number IS NOT NULL;

-- ---------------------------------------------------------------- site content
-- Alert banner file (GET /alert.json): one current row.
CREATE TABLE site_alert (
  id          smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  content     jsonb NOT NULL,
  updated_at  timestamptz NOT NULL DEFAULT now()
);
