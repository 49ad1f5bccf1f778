-- Sheet reader (issue #4). The core schema only knows the four statuses shown when a sheet has no data
-- (product-spec §4); a successful reading needs its own state, `extracted`.
ALTER TABLE document_extractions DROP CONSTRAINT IF EXISTS document_extractions_status_check;
ALTER TABLE document_extractions ADD CONSTRAINT document_extractions_status_check
  CHECK (status IN ('extracted', 'not_concerned', 'in_progress', 'not_extracted', 'not_available'));

-- `npm run reextract` looks for sheets read by another reader version than the current one.
CREATE INDEX document_extractions_reader_version_idx ON document_extractions (reader_version);
