-- Repair: 0301_vigi_class_rules.sql was edited after it had landed (the generic plan of vigi_document_ties, its
-- classification branch starting from the sheet's Annex VI entries, and the new vigi_sheet_components), and the
-- migrator then recorded names only, so a database migrated between the two versions kept the old functions.
-- This re-creates the functions from the current 0301 (same text; CREATE OR REPLACE, so a database that already
-- has them is unchanged). Since then the migrator records a checksum per file and refuses a changed one.

-- Class codes of Annex VI as compared with the rules: without the "minimum classification" asterisk.
CREATE OR REPLACE FUNCTION vigi_class_key(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$ SELECT btrim(regexp_replace($1, '\s*\*+\s*$', '')) $$;

-- The live ties of migration 0300 plus rank 7, group member by classification (matched_by 'group_classification'):
-- the component's own identifiers tie it to Annex VI entries (their own identifiers, not group members), whose
-- class codes name the rule. Annex VI is read whatever list_codes says: the rule belongs to the matched list.
-- Planning this many joins takes ~15 ms and the plan cache kept choosing custom plans (re-planned at every call):
-- the generic plan (index lookups from a few components) is right for any few sheets, so it is forced.
CREATE OR REPLACE FUNCTION vigi_document_ties(doc_ids bigint[], list_codes text[])
  RETURNS TABLE (document_id bigint, "position" smallint, entry_id bigint, list_code text, version_id bigint, rank integer)
  LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH comp AS (
    SELECT c.document_id, c.position, vigi_cas_key(c.cas) AS ncas, vigi_ec_key(c.ec) AS nec,
           vigi_index_key(c.index_number) AS nidx, f_fold(c.name) AS fname
    FROM document_components c WHERE c.document_id = ANY(doc_ids)),
  cur AS (SELECT l.code, l.current_version_id FROM vigi_lists l
          WHERE l.current_version_id IS NOT NULL AND (list_codes IS NULL OR l.code = ANY(list_codes))),
  -- The components' Annex VI entries first (index lookups), so that the classification join starts from them
  -- and never from the whole of Annex VI.
  annex AS MATERIALIZED (
    SELECT c.document_id, c.position, a.entry_id
    FROM comp c
    JOIN vigi_entry_identifiers a ON (a.kind, a.value) IN (('cas', c.ncas), ('ec', c.nec), ('index', c.nidx))
    WHERE NOT a.via_group AND a.version_id = (SELECT current_version_id FROM vigi_lists WHERE code = 'clp_annex_vi')),
  ties AS (
    SELECT c.document_id, c.position, i.entry_id, cur.code AS list_code, i.version_id,
           CASE i.kind WHEN 'cas' THEN 1 WHEN 'ec' THEN 2 ELSE 3 END + CASE WHEN i.via_group THEN 3 ELSE 0 END AS rank
    FROM comp c
    JOIN vigi_entry_identifiers i ON (i.kind, i.value) IN (('cas', c.ncas), ('ec', c.nec), ('index', c.nidx))
    JOIN cur ON cur.current_version_id = i.version_id
    UNION ALL
    SELECT c.document_id, c.position, r.entry_id, cur.code, r.version_id, 6
    FROM comp c
    JOIN vigi_entry_name_rules r ON strpos(c.fname, r.term) > 0
    JOIN cur ON cur.current_version_id = r.version_id
    UNION ALL
    SELECT DISTINCT an.document_id, an.position, e.id, cur.code, e.version_id, 7
    FROM annex an
    JOIN vigi_entries ae ON ae.id = an.entry_id
    CROSS JOIN LATERAL unnest(ae.classification) AS x(cls)
    JOIN vigi_class_rules cr ON cr.classification = vigi_class_key(x.cls)
    JOIN cur ON cur.code = cr.list_code
    JOIN vigi_entries e ON e.version_id = cur.current_version_id AND e.entry_number = cr.entry_number)
  SELECT t.document_id, t.position, t.entry_id, t.list_code, t.version_id, min(t.rank)::integer
  FROM ties t GROUP BY t.document_id, t.position, t.entry_id, t.list_code, t.version_id;
END $$;

-- The live match's one round trip (modules/vigi/sheet-components.ts): the components of some sheets with their
-- match keys, and the stamp of the lists' current versions (`code:version_id,...`, `-` when not loaded) read in
-- the same snapshot; a row with null component fields carries the stamp when no sheet has components.
-- plpgsql so that the plan is made once per connection (planning the inlined key functions costs as much as
-- running the query for one sheet).
CREATE OR REPLACE FUNCTION vigi_sheet_components(doc_ids bigint[])
  RETURNS TABLE (stamp text, document_id bigint, "position" smallint, name text, cas text, ec text,
                 ncas text, nec text, nidx text, fname text)
  LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT s.stamp, c.document_id, c.position, c.name, c.cas, c.ec,
         vigi_cas_key(c.cas), vigi_ec_key(c.ec), vigi_index_key(c.index_number), f_fold(c.name)
  FROM (SELECT string_agg(l.code || ':' || coalesce(l.current_version_id::text, '-'), ',' ORDER BY l.code) AS stamp
        FROM vigi_lists l) s
  LEFT JOIN document_components c ON c.document_id = ANY(doc_ids)
  ORDER BY c.document_id, c.position;
END $$;
