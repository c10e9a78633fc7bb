-- The status store (Cloudflare D1, binding STORE): who may sign in, their
-- passkeys and sessions, invitations, live statuses and the record of
-- changes. Secrets (sessions, invitation links) are kept as their SHA-256
-- only; passkeys as their public key only. Times are milliseconds since 1970
-- unless a column says it holds Michigan's clock as written (ISO with offset).

-- A tracker (id: their page slug) or the site's owner (id: 'owner').
CREATE TABLE people (
  id TEXT PRIMARY KEY,
  role TEXT NOT NULL CHECK (role IN ('tracker', 'owner')),
  name TEXT NOT NULL
) STRICT;

-- A phone that signs a person in; `name` says which phone in the record of changes.
CREATE TABLE passkeys (
  id TEXT PRIMARY KEY,
  person TEXT NOT NULL REFERENCES people (id),
  name TEXT NOT NULL,
  public_key TEXT NOT NULL,
  counter INTEGER NOT NULL,
  transports TEXT NOT NULL,
  created_at INTEGER NOT NULL
) STRICT;
CREATE INDEX passkeys_by_person ON passkeys (person);

CREATE TABLE sessions (
  hash TEXT PRIMARY KEY,
  person TEXT NOT NULL,
  passkey TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
) STRICT;
CREATE INDEX sessions_by_person ON sessions (person);

-- A one-time link: `used_by` is set once, by the phone whose passkey it made.
CREATE TABLE invitations (
  hash TEXT PRIMARY KEY,
  person TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('tracker', 'owner')),
  name TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_by TEXT
) STRICT;
CREATE INDEX invitations_by_person ON invitations (person);

-- Sign-in challenges already answered, until they would have expired anyway:
-- a signed answer sent twice finds its challenge here the second time.
CREATE TABLE spent_challenges (
  challenge TEXT PRIMARY KEY,
  request TEXT NOT NULL,
  expires_at INTEGER NOT NULL
) STRICT;

-- Each tracker's live status. Every status has an end (`until`, Michigan's
-- clock as written); `request` names the change that wrote it, so the other
-- statements of that change's transaction act only if this one did.
CREATE TABLE statuses (
  tracker TEXT PRIMARY KEY,
  status TEXT NOT NULL CHECK (status IN ('available', 'busy', 'off-season')),
  until TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  phone TEXT NOT NULL,
  version INTEGER NOT NULL,
  request TEXT NOT NULL,
  replaced TEXT
) STRICT;

-- What `GET /api/status` answers, kept in step with `statuses` by every
-- change in the same transaction, so an answer costs one row read.
CREATE TABLE status_snapshot (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  body TEXT NOT NULL,
  version INTEGER NOT NULL
) STRICT;
INSERT INTO status_snapshot (id, body, version) VALUES (1, '{}', 0);

-- The record of changes, in the order they happened (id).
CREATE TABLE changes (
  id INTEGER PRIMARY KEY,
  at TEXT NOT NULL,
  at_ms INTEGER NOT NULL,
  who TEXT NOT NULL,
  phone TEXT,
  action TEXT NOT NULL,
  subject TEXT NOT NULL,
  old TEXT,
  new TEXT
) STRICT;
-- The rate limit counts a tracker's status changes of the last hour.
CREATE INDEX changes_by_subject ON changes (subject, action, at_ms);

-- The latest roster change the deploy refused, until the next good deploy clears it.
CREATE TABLE roster_report (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  body TEXT NOT NULL
) STRICT;
