-- Product-name search within one supplier (issue #24). A two-word search in one supplier's language read both
-- words' postings in the whole language (0110's index, ~800 sheets) and ANDed them with the supplier's entry of
-- documents_supplier_idx (every sheet and revision of a large supplier: ~100,000, 2 ms of a 7 ms search). Here each
-- word is indexed with its sheet's supplier and language ('17.fr:nettoyant'), so the search reads only the postings
-- of that supplier's language; prefixes still work ('17.fr:nett':*). 161 MB for 3,000,000 sheets (0110's: 47 MB),
-- built in 24 s on the benchmark machine.

-- IF NOT EXISTS: the benchmark database had it built by hand before the migration first ran there.
CREATE INDEX IF NOT EXISTS documents_search_supplier_tsv_idx
  ON documents USING gin (f_lang_words(supplier_id::text || '.' || language, name_tsv))
  WHERE is_latest AND deleted_at IS NULL AND access <> 'secret';

ANALYZE documents;
