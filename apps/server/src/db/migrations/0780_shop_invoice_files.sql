-- Issue #29: an invoice's PDF is no longer rendered inside the payment's transaction (which holds the gap-free
-- number's lock). The row is issued with its number; a job queued in the same transaction renders the PDF, writes
-- it to storage and records its key and SHA-256 here (or the first download does, whichever comes first). Rows
-- issued before keep their bytes in `pdf`, which new rows leave empty.
ALTER TABLE shop_invoices ALTER COLUMN pdf DROP NOT NULL;
ALTER TABLE shop_invoices ADD COLUMN pdf_key text;
ALTER TABLE shop_invoices ADD COLUMN pdf_sha256 text;
ALTER TABLE shop_invoices ADD CONSTRAINT shop_invoices_pdf_hashed CHECK ((pdf_key IS NULL) = (pdf_sha256 IS NULL));
