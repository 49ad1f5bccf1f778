-- Contact forms (issue #25): every request sent through POST /contact_us, /contact_technical_support,
-- /request_customer_code and /contacts, kept as received (who, what, when) with its mail status, so that the back
-- office can list and follow them and the abuse limits count the last hour per e-mail and per IP address.
CREATE TABLE form_requests (
  id            bigserial PRIMARY KEY,
  reference     text NOT NULL UNIQUE,                     -- quoted in the acknowledgement mail
  kind          text NOT NULL CHECK (kind IN ('contact_us', 'technical_support', 'customer_code', 'contact')),
  email         text NOT NULL,                            -- the requester's address (lowercased)
  name          text NOT NULL,
  company_name  text NOT NULL,
  language      text NOT NULL,                            -- interface language of the request: the acknowledgement's
  ip            text NOT NULL,
  user_id       bigint REFERENCES users(id) ON DELETE SET NULL,
  supplier_id   integer REFERENCES suppliers(id) ON DELETE SET NULL,
  recipient     text NOT NULL,                            -- where the request is mailed (support or the supplier)
  payload       jsonb NOT NULL,                           -- every field as validated
  status        text NOT NULL DEFAULT 'received' CHECK (status IN ('received', 'mailed', 'answered', 'closed')),
  mailed_at     timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX form_requests_email_recent ON form_requests (email, created_at);
CREATE INDEX form_requests_ip_recent ON form_requests (ip, created_at);
CREATE INDEX form_requests_kind_status ON form_requests (kind, status, created_at DESC);
