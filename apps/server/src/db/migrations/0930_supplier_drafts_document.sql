-- Issue #27: a draft is found by its sheet (the my-FDS quota leaves drafts out; a discarded draft's file is deleted
-- only when no other sheet holds it).
CREATE INDEX supplier_drafts_document ON supplier_drafts (document_id);
