-- Product-name search per language (perf-search, issue #3 "Performance"). The words index of 0100 holds every
-- language: a frequent word of 3,000,000 sheets lists ~17,000 of them, and a search in one language decoded that
-- whole posting list into a bitmap before filtering on the language (most of a broad search's time). Here each
-- word is indexed with its sheet's language ('fr:nettoyant'), so a search in one language reads only that
-- language's postings (fr: ~28% of the sheets); prefixes still work ('fr:nett':*). The all-language fallback keeps
-- the index of 0100.

-- plpgsql (not inlined): an index expression must not contain a subquery once inlined.
CREATE OR REPLACE FUNCTION f_lang_words(language text, words tsvector) RETURNS tsvector
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ BEGIN
    RETURN array_to_tsvector(ARRAY(SELECT language || ':' || w FROM unnest(tsvector_to_array(words)) w));
  END $$;

-- The tsquery of the typed words in one language: 'nett':* & 'indus' -> 'fr:nett':* & 'fr:indus' (the words come
-- from searchTokens: letters and digits, never a quote).
CREATE OR REPLACE FUNCTION f_lang_query(language text, query tsquery) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT regexp_replace(query::text, '''([^'']+)''', '''' || language || ':\1''', 'g')::tsquery $$;

-- IF NOT EXISTS: the benchmark database had it built by hand before the migration first ran there.
CREATE INDEX IF NOT EXISTS documents_search_lang_tsv_idx ON documents USING gin (f_lang_words(language, name_tsv))
  WHERE is_latest AND deleted_at IS NULL AND access <> 'secret';

-- Statistics of the new expression (the planner's "about N" count of a broad search comes from them).
ANALYZE documents;
