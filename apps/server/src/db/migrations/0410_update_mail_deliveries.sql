-- Issue #11 (hardening): each update mail is marked sent, in the transaction that moves the subscription to the
-- new revision, so a job run again after a crash neither mails a subscriber twice nor skips one.
CREATE TABLE update_mail_deliveries (
  subscription_id bigint NOT NULL REFERENCES update_subscriptions(id) ON DELETE CASCADE,
  document_id     bigint NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
  sent_at         timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (subscription_id, document_id)
);
