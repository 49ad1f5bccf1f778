-- The regulatory tools (issue #28), owned by the tools module: ADR Table A as versioned lists (edition, import date,
-- checksum), imported with `npm run lists:import -- adr_table_a <file>` from the BAM "Datenbank GEFAHRGUT" export.
-- One version is current; Quick-ADR reads it (the shipped sample when none was imported). Rows are kept as the
-- engine's JSON row, keyed by their UN number for the per-sheet lookup.

CREATE TABLE tool_adr_table_versions (
  id           bigserial PRIMARY KEY,
  edition      text NOT NULL CHECK (length(edition) BETWEEN 1 AND 100),
  source       text NOT NULL,
  licence      text NOT NULL,
  checksum     text NOT NULL UNIQUE,
  file_name    text,
  row_count    integer NOT NULL,
  imported_at  timestamptz NOT NULL DEFAULT now(),
  is_current   boolean NOT NULL DEFAULT false
);
-- At most one current version.
CREATE UNIQUE INDEX tool_adr_table_versions_current_idx ON tool_adr_table_versions (is_current) WHERE is_current;

CREATE TABLE tool_adr_table_rows (
  version_id  bigint NOT NULL REFERENCES tool_adr_table_versions(id) ON DELETE CASCADE,
  position    integer NOT NULL,
  un          text NOT NULL,
  row         jsonb NOT NULL,
  PRIMARY KEY (version_id, position)
);
CREATE INDEX tool_adr_table_rows_un_idx ON tool_adr_table_rows (version_id, un);
