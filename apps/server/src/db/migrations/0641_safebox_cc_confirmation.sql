-- Issue #22 item 8: the copy address of a SafeBox request (safebox_cc) gets the contract only once its owner has
-- confirmed it through a mailed link; until then every contract mail goes to the account's address alone.
ALTER TABLE safebox_contracts
  ADD COLUMN cc_token_sha256 text UNIQUE,
  ADD COLUMN cc_asked_at     timestamptz,
  ADD COLUMN cc_confirmed_at timestamptz;

-- Requests made before this change: their copy address was never confirmed, so it gets nothing more.
