-- One-word searches as index-only scans (search-perf2, issue #3 "Performance"). 0111 kept a row for every sheet
-- and checked visibility and ranking on documents: 301 heap fetches of a 2.3 GB table per search (5-15 ms, most
-- of a one-word search). Here the table holds only the rows a search may return (latest, not deleted, not secret)
-- with what the ranking and the access rule need: whether the name begins with the word, and the access class
-- (public, or private: shown only with a proven customer code of the supplier). A guest's search is then an
-- index-only scan that stops after 301 rows. The triggers below follow every change of visibility (supersession,
-- deletion, access), name, language and supplier.

DROP TRIGGER IF EXISTS documents_search_word_sheets_ins ON documents;
DROP TRIGGER IF EXISTS documents_search_word_sheets_upd ON documents;
DROP FUNCTION IF EXISTS search_word_sheets_fill();
DROP TABLE IF EXISTS search_word_sheets;

CREATE TABLE search_word_sheets (
  language    text NOT NULL,
  word        text NOT NULL,
  name_len    integer NOT NULL,   -- length(name_fold): the last ranking key of a product-name search
  starts      boolean NOT NULL,   -- the folded name begins with this word ("name starts with" ranking tier)
  access      text NOT NULL,      -- 'public' or 'private' (secret and invisible sheets have no rows)
  supplier_id integer NOT NULL,
  document_id bigint NOT NULL     -- documents(id); rows are removed with the sheet's visibility
);

-- The words of a folded name and whether the name begins with each (used by the triggers, the backfill and the
-- generator's bulk load, so that all of them compute the same rows).
CREATE OR REPLACE FUNCTION f_name_words(name_tsv tsvector, name_fold text)
  RETURNS TABLE (word text, starts boolean)
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT w, starts_with(name_fold, w) FROM unnest(tsvector_to_array(name_tsv)) w WHERE length(w) <= 60 $$;

CREATE OR REPLACE FUNCTION search_word_sheets_ins() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_word_sheets (language, word, name_len, starts, access, supplier_id, document_id)
  SELECT n.language, x.word, length(n.name_fold), x.starts, n.access, n.supplier_id, n.id
  FROM new_rows n, f_name_words(n.name_tsv, n.name_fold) x
  WHERE n.is_latest AND n.deleted_at IS NULL AND n.access <> 'secret';
  RETURN NULL;
END $$;

-- An update moves a sheet's rows only when something they hold or depend on changed (most updates, such as a
-- view counter or an extraction state, change nothing here).
CREATE OR REPLACE FUNCTION search_word_sheets_upd() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_word_sheets ws USING old_rows o JOIN new_rows n ON n.id = o.id
  WHERE ws.document_id = o.id
    AND (o.is_latest, o.deleted_at, o.access, o.name_fold, o.language, o.supplier_id)
        IS DISTINCT FROM (n.is_latest, n.deleted_at, n.access, n.name_fold, n.language, n.supplier_id);
  INSERT INTO search_word_sheets (language, word, name_len, starts, access, supplier_id, document_id)
  SELECT n.language, x.word, length(n.name_fold), x.starts, n.access, n.supplier_id, n.id
  FROM old_rows o JOIN new_rows n ON n.id = o.id, f_name_words(n.name_tsv, n.name_fold) x
  WHERE n.is_latest AND n.deleted_at IS NULL AND n.access <> 'secret'
    AND (o.is_latest, o.deleted_at, o.access, o.name_fold, o.language, o.supplier_id)
        IS DISTINCT FROM (n.is_latest, n.deleted_at, n.access, n.name_fold, n.language, n.supplier_id);
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION search_word_sheets_del() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_word_sheets ws USING old_rows o WHERE ws.document_id = o.id;
  RETURN NULL;
END $$;

-- Backfill (a new database has no sheets; the benchmark's 3,000,000 take a few minutes).
INSERT INTO search_word_sheets (language, word, name_len, starts, access, supplier_id, document_id)
SELECT d.language, x.word, length(d.name_fold), x.starts, d.access, d.supplier_id, d.id
FROM documents d, f_name_words(d.name_tsv, d.name_fold) x
WHERE d.is_latest AND d.deleted_at IS NULL AND d.access <> 'secret';

CREATE TRIGGER documents_search_word_sheets_ins AFTER INSERT ON documents
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_word_sheets_ins();
CREATE TRIGGER documents_search_word_sheets_upd AFTER UPDATE ON documents
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_word_sheets_upd();
CREATE TRIGGER documents_search_word_sheets_del AFTER DELETE ON documents
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_word_sheets_del();

-- A word's sheets in a language, shortest names first, with everything the search reads (index-only scans);
-- the same within one supplier; and only the names that begin with the word (the "name starts with" tier).
CREATE INDEX search_word_sheets_rank_idx ON search_word_sheets (language, word, name_len, document_id)
  INCLUDE (access, supplier_id, starts);
CREATE INDEX search_word_sheets_supplier_idx ON search_word_sheets (supplier_id, language, word, name_len, document_id)
  INCLUDE (access, starts);
-- (starts is also a key column: with only the partial predicate, the planner read the rank index and filtered.)
CREATE INDEX search_word_sheets_starts_idx ON search_word_sheets (language, word, starts, name_len, document_id)
  INCLUDE (access, supplier_id) WHERE starts;
CREATE INDEX search_word_sheets_document_idx ON search_word_sheets (document_id);
ANALYZE search_word_sheets;
