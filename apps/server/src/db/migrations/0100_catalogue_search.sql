-- Catalogue and search (issue #3). Built for ~900 suppliers and ~3,000,000 sheets: every search path has an
-- index restricted to the rows a search can ever return (latest, not deleted, not secret), so that no query
-- of the public search has to read the superseded or secret part of the table.

-- Folded product name (lower case, no accents) and its words, computed once per row.
ALTER TABLE documents
  ADD COLUMN name_fold text GENERATED ALWAYS AS (f_fold(product_name)) STORED,
  ADD COLUMN name_tsv tsvector GENERATED ALWAYS AS (to_tsvector('simple', f_fold(product_name))) STORED;

-- Product-name search: word-prefix matching (`word:*`) through the GIN index of the words.
CREATE INDEX documents_search_tsv_idx ON documents USING gin (name_tsv)
  WHERE is_latest AND deleted_at IS NULL AND access <> 'secret';
-- Names that start with what was typed (the best matches), per language, in name order.
CREATE INDEX documents_search_prefix_idx ON documents (language, name_fold text_pattern_ops)
  WHERE is_latest AND deleted_at IS NULL AND access <> 'secret';
-- Browsing one supplier's sheets by name (staged search without a product name) and its counts
-- (index-only scans: every column the count needs is in the index).
CREATE INDEX documents_search_supplier_idx ON documents (supplier_id, language, name_fold, access)
  WHERE is_latest AND deleted_at IS NULL AND access <> 'secret';
-- Exact lookups: product code, UFI, EAN (array containment), supplier + product code.
CREATE INDEX documents_product_code_idx ON documents (upper(product_code))
  WHERE is_latest AND deleted_at IS NULL AND product_code IS NOT NULL;
CREATE INDEX documents_ufi_idx ON documents (ufi) WHERE is_latest AND deleted_at IS NULL AND ufi IS NOT NULL;
CREATE INDEX documents_ean_idx ON documents USING gin (ean) WHERE is_latest AND deleted_at IS NULL;
CREATE INDEX documents_cpro_idx ON documents (cpro) WHERE is_latest AND deleted_at IS NULL AND cpro IS NOT NULL;
-- Latest version of a product in a language (supersession, permanent link).
CREATE UNIQUE INDEX documents_latest_key ON documents (supplier_id, product_key, language)
  WHERE is_latest AND deleted_at IS NULL;
-- Other sheets of a supplier, newest first (sheet page).
CREATE INDEX documents_supplier_recent_idx ON documents (supplier_id, last_update DESC)
  WHERE is_latest AND deleted_at IS NULL AND access <> 'secret';
CREATE INDEX documents_file_sha_idx ON documents (file_sha256) WHERE file_sha256 IS NOT NULL;

-- Distinct words of the searchable product names, for typo tolerance: a misspelt word is matched against this
-- small table by trigram similarity (GIN index), never against the 3 million names.
CREATE TABLE search_words (
  word text PRIMARY KEY
);
CREATE INDEX search_words_trgm_idx ON search_words USING gin (word gin_trgm_ops);

-- Kept by statement-level triggers so that COPY, imports and publications all feed it, one statement at a time.
CREATE OR REPLACE FUNCTION search_words_collect() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM (SELECT unnest(tsvector_to_array(name_tsv)) AS w FROM new_rows) s
  WHERE length(w) BETWEEN 3 AND 60
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
CREATE TRIGGER documents_search_words_ins AFTER INSERT ON documents
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_collect();
CREATE TRIGGER documents_search_words_upd AFTER UPDATE ON documents
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_collect();

-- Supplier autocomplete: names by folded prefix (btree) and by any part of the name (trigram).
CREATE INDEX suppliers_name_fold_idx ON suppliers (f_fold(name) text_pattern_ops);
CREATE INDEX suppliers_name_trgm_idx ON suppliers USING gin (f_fold(name) gin_trgm_ops);

-- Values offered by the result filters (brand, range, regulation, zone, country, type, language) per supplier,
-- refreshed after each import or generation: DISTINCT over 100,000 sheets on every page view would be slow.
CREATE TABLE supplier_facets (
  supplier_id integer NOT NULL REFERENCES suppliers(id) ON DELETE CASCADE,
  field       text NOT NULL CHECK (field IN ('brand', 'range', 'regulation', 'zone', 'country', 'type', 'language')),
  value       text NOT NULL,
  documents   integer NOT NULL,
  PRIMARY KEY (supplier_id, field, value)
);

-- Update e-mails for visitors who opened a sheet (product-spec §4 "Sheet access"): one row per e-mail and
-- product/language; they stop one year after the last consultation unless extended through the mailed link.
CREATE TABLE update_subscriptions (
  id                bigserial PRIMARY KEY,
  email             text NOT NULL,
  supplier_id       integer NOT NULL REFERENCES suppliers(id) ON DELETE CASCADE,
  product_key       text NOT NULL,
  language          text NOT NULL,
  document_id       bigint NOT NULL REFERENCES documents(id),  -- the version last consulted or mailed
  last_consulted_at timestamptz NOT NULL DEFAULT now(),
  expires_at        timestamptz NOT NULL,
  token_hash        bytea UNIQUE,                                 -- extend/stop link of the last mail (hash only)
  stopped_at        timestamptz,
  created_at        timestamptz NOT NULL DEFAULT now(),
  UNIQUE (email, supplier_id, product_key, language)
);
CREATE INDEX update_subscriptions_product_idx ON update_subscriptions (supplier_id, product_key, language)
  WHERE stopped_at IS NULL;

-- Document codes are drawn from this sequence and spread into the 7-5-5-6 digit groups.
CREATE SEQUENCE document_code_seq START 1000001;
