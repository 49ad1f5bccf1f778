-- Issue #29: the SafeBox contract PDF is rendered, stored and mailed by a job queued with the request, no longer
-- inside the request's transaction. Until that job has mailed it, the request has no stored PDF: pdf_sha256 is
-- null (pdf_key names where it will be).
ALTER TABLE safebox_contracts ALTER COLUMN pdf_sha256 DROP NOT NULL;
