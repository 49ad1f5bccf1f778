-- Issue #22: a reading whose reader broke (MuPDF's WASM trapped, its thread died) is no verdict on the file. It is
-- stored as `reader_failed`, which `npm run reextract` reads again, instead of `not_extracted / bad_pdf`.
ALTER TABLE document_extractions DROP CONSTRAINT IF EXISTS document_extractions_status_check;
ALTER TABLE document_extractions ADD CONSTRAINT document_extractions_status_check
  CHECK (status IN ('extracted', 'not_concerned', 'in_progress', 'not_extracted', 'not_available', 'reader_failed'));
