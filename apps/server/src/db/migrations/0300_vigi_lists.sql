-- Vigi-Substances: regulatory lists as versioned data, their entries, the identifiers and name rules used for
-- set-based matching against document_components, stored match results and the alert ledger.

-- Identifier normalisation shared by the list side (at import) and the sheet side (at match time):
-- unify dashes, drop spaces, drop leading zeros; a CAS given as bare digits gets its dashes back.
-- plpgsql (not SQL) so that the body is planned once per session, not once per query.
CREATE OR REPLACE FUNCTION vigi_norm_cas(raw text) RETURNS text
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT AS $$
DECLARE s text := regexp_replace(regexp_replace(translate(raw, '‐‑‒–—―−', '-------'), '\s', '', 'g'), '^0+', '');
BEGIN
  IF s ~ '^\d{2,7}-\d{2}-\d$' THEN RETURN s; END IF;
  IF s ~ '^\d{5,10}$' THEN RETURN substr(s, 1, length(s) - 3) || '-' || substr(s, length(s) - 2, 2) || '-' || right(s, 1); END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION vigi_norm_ec(raw text) RETURNS text
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT AS $$
DECLARE s text := regexp_replace(translate(raw, '‐‑‒–—―−', '-------'), '[\s-]', '', 'g');
BEGIN
  IF s ~ '^\d{7}$' THEN RETURN substr(s, 1, 3) || '-' || substr(s, 4, 3) || '-' || right(s, 1); END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION vigi_norm_index(raw text) RETURNS text
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT AS $$
DECLARE s text := regexp_replace(translate(raw, '‐‑‒–—―−', '-------'), '[\s-]', '', 'g');
BEGIN
  IF s ~ '^\d{8}[0-9Xx]$' THEN RETURN substr(s, 1, 3) || '-' || substr(s, 4, 3) || '-' || substr(s, 7, 2) || '-' || upper(right(s, 1)); END IF;
  RETURN NULL;
END $$;

-- Match keys of sheet components: the value itself when it already has the normal form (what the sheet reader
-- stores), else its normalisation. Inlined SQL (hence not STRICT: a CASE is not strict and PostgreSQL only
-- inlines a STRICT function whose body is), so the common case costs one regex test and no function call.
CREATE OR REPLACE FUNCTION vigi_cas_key(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN $1 IS NULL THEN NULL WHEN $1 ~ '^[1-9][0-9]{1,6}-[0-9]{2}-[0-9]$' THEN $1 ELSE vigi_norm_cas($1) END $$;
CREATE OR REPLACE FUNCTION vigi_ec_key(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN $1 IS NULL THEN NULL WHEN $1 ~ '^[0-9]{3}-[0-9]{3}-[0-9]$' THEN $1 ELSE vigi_norm_ec($1) END $$;
CREATE OR REPLACE FUNCTION vigi_index_key(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN $1 IS NULL THEN NULL WHEN $1 ~ '^[0-9]{3}-[0-9]{3}-[0-9]{2}-[0-9X]$' THEN $1 ELSE vigi_norm_index($1) END $$;

CREATE TABLE vigi_lists (
  code               text PRIMARY KEY,
  offer              text NOT NULL CHECK (offer IN ('reach_free', 'recommendations', 'clp_annex_vi', 'cmr_iarc_vlep')),
  position           smallint NOT NULL,
  source_name        text NOT NULL,
  source_url         text,
  current_version_id bigint
);

INSERT INTO vigi_lists (code, offer, position, source_name, source_url) VALUES
  ('candidate_list', 'reach_free', 1, 'ECHA — Candidate List of substances of very high concern for Authorisation', 'https://echa.europa.eu/candidate-list-table'),
  ('annex_xiv', 'reach_free', 2, 'ECHA — REACH Annex XIV Authorisation List', 'https://echa.europa.eu/authorisation-list'),
  ('annex_xvii', 'reach_free', 3, 'ECHA — REACH Annex XVII Restriction List', 'https://echa.europa.eu/substances-restricted-under-reach'),
  ('authorisation_recommendations', 'recommendations', 4, 'ECHA — Recommendations for inclusion in the Authorisation List', 'https://echa.europa.eu/previous-recommendations'),
  ('clp_annex_vi', 'clp_annex_vi', 5, 'ECHA — CLP Regulation (EC) No 1272/2008, Annex VI, Table 3', 'https://echa.europa.eu/information-on-chemicals/annex-vi-to-clp'),
  ('cmr', 'cmr_iarc_vlep', 6, 'Derived from CLP Annex VI, Table 3 (Carc., Muta., Repr. 1A/1B)', 'https://echa.europa.eu/information-on-chemicals/annex-vi-to-clp'),
  ('iarc', 'cmr_iarc_vlep', 7, 'IARC Monographs — Agents classified by the IARC Monographs', 'https://monographs.iarc.who.int/agents-classified-by-the-iarc/'),
  ('vlep_fr', 'cmr_iarc_vlep', 8, 'INRS ED 984 / Code du travail — Valeurs limites d''exposition professionnelle', 'https://www.inrs.fr/media.html?refINRS=ED%20984');

CREATE TABLE vigi_list_versions (
  id                  bigserial PRIMARY KEY,
  list_code           text NOT NULL REFERENCES vigi_lists(code),
  label               text NOT NULL,                 -- e.g. 'ATP 17' or the imported file name
  source              text NOT NULL,                 -- where the file came from (cited in reports)
  publication_date    date,
  imported_at         timestamptz NOT NULL DEFAULT now(),
  checksum            text NOT NULL,                 -- SHA-256 of the imported file
  file_name           text,
  entry_count         integer NOT NULL,
  entered_count       integer,                       -- null for the first version of a list
  left_count          integer,
  changed_count       integer,
  previous_version_id bigint REFERENCES vigi_list_versions(id),
  imported_by         bigint REFERENCES users(id) ON DELETE SET NULL
);
CREATE INDEX vigi_list_versions_list_idx ON vigi_list_versions (list_code, imported_at DESC);

ALTER TABLE vigi_lists ADD CONSTRAINT vigi_lists_current_version_fk
  FOREIGN KEY (current_version_id) REFERENCES vigi_list_versions(id);

CREATE TABLE vigi_entries (
  id                       bigserial PRIMARY KEY,
  version_id               bigint NOT NULL REFERENCES vigi_list_versions(id) ON DELETE CASCADE,
  entry_key                text NOT NULL,            -- identity of the entry across versions (for the diff)
  name                     text NOT NULL,
  cas                      text,
  ec                       text,
  index_number             text,
  entry_number             text,
  cas_valid                boolean,
  ec_valid                 boolean,
  reason                   text,                     -- reason for inclusion / intrinsic property / IARC group
  classification           text[] NOT NULL DEFAULT '{}',
  inclusion_date           date,
  latest_application_date  date,
  sunset_date              date,
  conditions               text,
  group_rule               jsonb,                    -- see modules/vigi/README.md, "group rules"
  details                  jsonb NOT NULL DEFAULT '{}'::jsonb,
  content_hash             text NOT NULL,            -- hash of the entry's content: a changed hash = "changed"
  UNIQUE (version_id, entry_key)
);

-- Every identifier an entry is matched by: its own CAS/EC/index, and its group members' (via_group).
CREATE TABLE vigi_entry_identifiers (
  entry_id    bigint NOT NULL REFERENCES vigi_entries(id) ON DELETE CASCADE,
  version_id  bigint NOT NULL REFERENCES vigi_list_versions(id) ON DELETE CASCADE,
  kind        text NOT NULL CHECK (kind IN ('cas', 'ec', 'index')),
  value       text NOT NULL,
  via_group   boolean NOT NULL DEFAULT false,
  PRIMARY KEY (kind, value, entry_id)
);
CREATE INDEX vigi_entry_identifiers_version_idx ON vigi_entry_identifiers (version_id);

-- Name rules of group entries: a component whose folded name contains `term` is a member.
CREATE TABLE vigi_entry_name_rules (
  entry_id    bigint NOT NULL REFERENCES vigi_entries(id) ON DELETE CASCADE,
  version_id  bigint NOT NULL REFERENCES vigi_list_versions(id) ON DELETE CASCADE,
  term        text NOT NULL,
  PRIMARY KEY (entry_id, term)
);
CREATE INDEX vigi_entry_name_rules_version_idx ON vigi_entry_name_rules (version_id);

-- What a version changed compared with the previous one.
CREATE TABLE vigi_version_changes (
  version_id         bigint NOT NULL REFERENCES vigi_list_versions(id) ON DELETE CASCADE,
  entry_key          text NOT NULL,
  change             text NOT NULL CHECK (change IN ('entered', 'left', 'changed')),
  entry_id           bigint REFERENCES vigi_entries(id) ON DELETE CASCADE,
  previous_entry_id  bigint REFERENCES vigi_entries(id) ON DELETE CASCADE,
  PRIMARY KEY (version_id, entry_key)
);

-- Match results of the whole catalogue against the current version of each list: a derived cache, recomputed
-- set-based per list after each import (and for a sheet when its components are read). Partitioned by list so
-- that a re-match truncates one partition instead of deleting millions of rows; no foreign keys, because a
-- per-row check on millions of inserted rows would dominate the re-match (rows of a deleted sheet disappear at
-- the next re-match; readers join documents anyway).
CREATE TABLE vigi_document_matches (
  list_code    text NOT NULL,
  document_id  bigint NOT NULL,
  position     smallint NOT NULL,
  entry_id     bigint NOT NULL,
  matched_by   text NOT NULL
) PARTITION BY LIST (list_code);
CREATE TABLE vigi_document_matches_candidate_list PARTITION OF vigi_document_matches FOR VALUES IN ('candidate_list');
CREATE TABLE vigi_document_matches_annex_xiv PARTITION OF vigi_document_matches FOR VALUES IN ('annex_xiv');
CREATE TABLE vigi_document_matches_annex_xvii PARTITION OF vigi_document_matches FOR VALUES IN ('annex_xvii');
CREATE TABLE vigi_document_matches_authorisation_recommendations PARTITION OF vigi_document_matches FOR VALUES IN ('authorisation_recommendations');
CREATE TABLE vigi_document_matches_clp_annex_vi PARTITION OF vigi_document_matches FOR VALUES IN ('clp_annex_vi');
CREATE TABLE vigi_document_matches_cmr PARTITION OF vigi_document_matches FOR VALUES IN ('cmr');
CREATE TABLE vigi_document_matches_iarc PARTITION OF vigi_document_matches FOR VALUES IN ('iarc');
CREATE TABLE vigi_document_matches_vlep_fr PARTITION OF vigi_document_matches FOR VALUES IN ('vlep_fr');
CREATE INDEX vigi_document_matches_document_idx ON vigi_document_matches (document_id);

-- Alert ledger: one row per (user, list version, entry, document) already mailed, so a re-run sends nothing twice.
CREATE TABLE vigi_alerts_sent (
  user_id      bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  version_id   bigint NOT NULL REFERENCES vigi_list_versions(id) ON DELETE CASCADE,
  entry_id     bigint NOT NULL REFERENCES vigi_entries(id) ON DELETE CASCADE,
  document_id  bigint NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
  sent_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, version_id, entry_id, document_id)
);

-- Live matching of a few sheets (sheet page, my-FDS watch, report, a sheet whose components were just read)
-- against the current version of the lists (all when list_codes is null): (document, position, entry) with
-- the strongest tie (1 CAS, 2 EC, 3 index number, 4 group CAS, 5 group EC, 6 group name). Identifiers are
-- normalised here (spaces, dashes, leading zeros). A plpgsql function so that its plan is cached per session:
-- planning this query costs more than running it for one sheet. The catalogue-wide pass is built in
-- modules/vigi/matching.repository.ts (same ties, on the stored normalised identifiers, set-based).
CREATE OR REPLACE FUNCTION vigi_document_ties(doc_ids bigint[], list_codes text[])
  RETURNS TABLE (document_id bigint, "position" smallint, entry_id bigint, list_code text, version_id bigint, rank integer)
  LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH comp AS (
    SELECT c.document_id, c.position, vigi_cas_key(c.cas) AS ncas, vigi_ec_key(c.ec) AS nec,
           vigi_index_key(c.index_number) AS nidx, f_fold(c.name) AS fname
    FROM document_components c WHERE c.document_id = ANY(doc_ids)),
  cur AS (SELECT l.code, l.current_version_id FROM vigi_lists l
          WHERE l.current_version_id IS NOT NULL AND (list_codes IS NULL OR l.code = ANY(list_codes))),
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
    JOIN cur ON cur.current_version_id = r.version_id)
  SELECT t.document_id, t.position, t.entry_id, t.list_code, t.version_id, min(t.rank)::integer
  FROM ties t GROUP BY t.document_id, t.position, t.entry_id, t.list_code, t.version_id;
END $$;
