-- Issue #23: a sheet whose reading is asked for shows "queued" until a reader takes it, then "being read". Both are
-- the stored status in_progress; the time a reader started tells them apart (NULL while the job waits in the queue).
ALTER TABLE document_extractions ADD COLUMN started_at timestamptz;
