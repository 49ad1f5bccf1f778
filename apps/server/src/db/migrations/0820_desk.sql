-- The back office's desk (issue #26), owned by modules/desk.

-- How staff follow a form request (form_requests, migration 0720, stays as the forms module received and mailed
-- it): a request without a row here is "new".
CREATE TABLE desk_requests (
  request_id   bigint PRIMARY KEY REFERENCES form_requests(id) ON DELETE CASCADE,
  status       text NOT NULL CHECK (status IN ('new', 'in_progress', 'answered', 'closed')),
  assignee_id  bigint REFERENCES users(id) ON DELETE SET NULL,
  updated_by   bigint REFERENCES users(id) ON DELETE SET NULL,
  updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX desk_requests_status_idx ON desk_requests (status, request_id DESC);
CREATE INDEX desk_requests_assignee_idx ON desk_requests (assignee_id, request_id DESC) WHERE assignee_id IS NOT NULL;

-- Internal notes: staff only, never mailed.
CREATE TABLE desk_request_notes (
  id          bigserial PRIMARY KEY,
  request_id  bigint NOT NULL REFERENCES form_requests(id) ON DELETE CASCADE,
  author_id   bigint REFERENCES users(id) ON DELETE SET NULL,
  text        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX desk_request_notes_request_idx ON desk_request_notes (request_id, id);

-- Replies mailed to the requester (job desk.reply-mail), in the request's language; sent_at once mailed.
CREATE TABLE desk_request_replies (
  id          bigserial PRIMARY KEY,
  request_id  bigint NOT NULL REFERENCES form_requests(id) ON DELETE CASCADE,
  author_id   bigint REFERENCES users(id) ON DELETE SET NULL,
  language    text NOT NULL,
  subject     text NOT NULL,
  message     text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  sent_at     timestamptz
);
CREATE INDEX desk_request_replies_request_idx ON desk_request_replies (request_id, id);

-- Premium checks: the values a person checked for a sheet, in the shape of the reader's hand-made labels
-- (packages/sds/test/fixtures/README.md), kept apart from the reader's own output (document_extractions).
-- One per sheet: every buyer's Premium check of that sheet (shop_premium_checks) is answered by it.
CREATE TABLE premium_checked_readings (
  document_id     bigint PRIMARY KEY REFERENCES documents(id) ON DELETE CASCADE,
  label           jsonb NOT NULL,
  reader_version  text,                     -- the reader's reading the check corrected
  checked_by      bigint REFERENCES users(id) ON DELETE SET NULL,
  checked_at      timestamptz NOT NULL,
  approved_by     bigint REFERENCES users(id) ON DELETE SET NULL,
  approved_at     timestamptz
);
CREATE INDEX premium_checked_readings_approved_idx ON premium_checked_readings (approved_at) WHERE approved_at IS NOT NULL;
