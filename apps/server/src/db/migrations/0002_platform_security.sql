-- Platform (issue #2): brute-force counters and the per-IP request rate. Both live in PostgreSQL so that any
-- number of stateless server instances share them.

-- Failed logins, one row per key: 'login:<login>' (per account, also for logins that do not exist, so the
-- answer never tells them apart) and 'ip:<address>' (per client). A row locks its key until locked_until.
CREATE TABLE login_attempts (
  key           text PRIMARY KEY,
  failures      integer NOT NULL DEFAULT 0,
  first_failure timestamptz NOT NULL DEFAULT now(),
  locked_until  timestamptz
);

-- Requests per client address per minute window. Each instance counts in memory and adds its count here in
-- batches (see plugins/rate-limit.ts), so the cost is a fraction of one upsert per request.
CREATE TABLE rate_limit_counters (
  ip            text NOT NULL,
  window_start  timestamptz NOT NULL,
  count         integer NOT NULL DEFAULT 0,
  PRIMARY KEY (ip, window_start)
);
CREATE INDEX rate_limit_counters_window_idx ON rate_limit_counters (window_start);

-- Looking up a user's outstanding tokens (to retire them when a new one is issued).
CREATE INDEX auth_tokens_user_idx ON auth_tokens (user_id, purpose);
