-- One row per (word, sheet), in rank order (perf-search, issue #3 "Performance"). A frequent word of 3,000,000
-- sheets has ~17,000 postings in the GIN index; a GIN scan must decode all of them into a bitmap before the first
-- row (30-60 ms on the 2-core machine), although a page needs 15 and the ranking reads at most 301. Here the rows
-- of a word come from a btree already in ranking order (shorter names first), so a one-word search reads its 301
-- candidates and stops. Visibility (latest, deleted, access) stays on documents and is checked through the join:
-- superseding, deleting or restricting a sheet needs no maintenance here, only a new or renamed sheet does.
CREATE TABLE IF NOT EXISTS search_word_sheets (
  language    text NOT NULL,
  word        text NOT NULL,
  name_len    integer NOT NULL,   -- length(name_fold): the last ranking key of a product-name search
  supplier_id integer NOT NULL,
  document_id bigint NOT NULL     -- documents(id); no FK: rows of a (never hard-) deleted sheet just join nothing
);

-- Fills the table from a set of rows of documents (insert and update triggers below).
CREATE OR REPLACE FUNCTION search_word_sheets_fill() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    -- Only a renamed sheet or a changed language moves its words (supersession flips is_latest: nothing to do).
    DELETE FROM search_word_sheets ws USING old_rows o JOIN new_rows n ON n.id = o.id
    WHERE ws.document_id = o.id
      AND (o.name_tsv IS DISTINCT FROM n.name_tsv OR o.language IS DISTINCT FROM n.language OR o.name_fold IS DISTINCT FROM n.name_fold);
    INSERT INTO search_word_sheets (language, word, name_len, supplier_id, document_id)
    SELECT n.language, w, length(n.name_fold), n.supplier_id, n.id
    FROM old_rows o JOIN new_rows n ON n.id = o.id, unnest(tsvector_to_array(n.name_tsv)) w
    WHERE (o.name_tsv IS DISTINCT FROM n.name_tsv OR o.language IS DISTINCT FROM n.language OR o.name_fold IS DISTINCT FROM n.name_fold)
      AND length(w) <= 60;
  ELSE
    INSERT INTO search_word_sheets (language, word, name_len, supplier_id, document_id)
    SELECT n.language, w, length(n.name_fold), n.supplier_id, n.id
    FROM new_rows n, unnest(tsvector_to_array(n.name_tsv)) w
    WHERE length(w) <= 60;
  END IF;
  RETURN NULL;
END $$;

DROP TRIGGER IF EXISTS documents_search_word_sheets_ins ON documents;
DROP TRIGGER IF EXISTS documents_search_word_sheets_upd ON documents;

-- Backfill (a new database has no sheets; the benchmark's 3,000,000 take a few minutes).
INSERT INTO search_word_sheets (language, word, name_len, supplier_id, document_id)
SELECT d.language, w, length(d.name_fold), d.supplier_id, d.id
FROM documents d, unnest(tsvector_to_array(d.name_tsv)) w
WHERE length(w) <= 60 AND NOT EXISTS (SELECT 1 FROM search_word_sheets);

CREATE TRIGGER documents_search_word_sheets_ins AFTER INSERT ON documents
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_word_sheets_fill();
CREATE TRIGGER documents_search_word_sheets_upd AFTER UPDATE ON documents
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_word_sheets_fill();

-- A word's sheets in a language, shortest names first; and the same within one supplier.
CREATE INDEX IF NOT EXISTS search_word_sheets_rank_idx ON search_word_sheets (language, word, name_len, document_id);
CREATE INDEX IF NOT EXISTS search_word_sheets_supplier_idx ON search_word_sheets (supplier_id, language, word, name_len, document_id);
CREATE INDEX IF NOT EXISTS search_word_sheets_document_idx ON search_word_sheets (document_id);
ANALYZE search_word_sheets;
