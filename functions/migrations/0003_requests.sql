-- Hunters' requests to every available tracker near the shot (docs/requests.md).
-- A request is kept until REQUEST_KEPT_DAYS after it ends, then cleared by the
-- schedule with everything about it; times are milliseconds since 1970.

-- A phone that takes hunters' requests: its Web Push subscription, kept
-- against the passkey that turned it on (forgotten with that passkey).
CREATE TABLE push_phones (
  passkey TEXT PRIMARY KEY,
  person TEXT NOT NULL,
  endpoint TEXT NOT NULL,
  p256dh TEXT NOT NULL,
  auth TEXT NOT NULL,
  created_at INTEGER NOT NULL
) STRICT;
CREATE INDEX push_phones_by_person ON push_phones (person);

-- How far a tracker travels for a request, and when not to be woken: one
-- setting for all their phones. `miles` null: the counties they serve.
-- Quiet hours are minutes after midnight on Michigan's clock.
CREATE TABLE request_settings (
  person TEXT PRIMARY KEY,
  miles INTEGER,
  quiet_from INTEGER,
  quiet_until INTEGER
) STRICT;

-- A request. `id` names it to the trackers it reached; the hunter's key to
-- it is kept as its SHA-256 only (`key_hash`). `visitor` is a keyed hash of
-- the address it came from, for the hourly limit, never the address.
-- `version` grows with each offer and with "handled", for the hunter's page.
CREATE TABLE requests (
  id TEXT PRIMARY KEY,
  key_hash TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL,
  ends_at INTEGER NOT NULL,
  handled_at INTEGER,
  visitor TEXT NOT NULL,
  hunter_name TEXT NOT NULL,
  hunter_phone TEXT NOT NULL,
  latitude REAL,
  longitude REAL,
  accuracy INTEGER,
  county TEXT,
  place TEXT,
  hit_at TEXT NOT NULL,
  signs TEXT NOT NULL,
  note TEXT NOT NULL,
  version INTEGER NOT NULL
) STRICT;
CREATE INDEX requests_by_end ON requests (ends_at);
CREATE INDEX requests_by_visitor ON requests (visitor, created_at);
CREATE INDEX requests_by_phone ON requests (hunter_phone, created_at);
CREATE INDEX requests_by_time ON requests (created_at);

-- Each tracker a request reached, and their answer, numbered in the order
-- the answers came (`answer_order`); `answer_request` names the answer's
-- request, so the rest of its transaction acts only if it was taken.
CREATE TABLE request_recipients (
  request TEXT NOT NULL,
  tracker TEXT NOT NULL,
  name TEXT NOT NULL,
  phone TEXT NOT NULL,
  miles REAL NOT NULL,
  direction TEXT NOT NULL,
  answer TEXT CHECK (answer IN ('offer', 'decline', 'not-genuine')),
  eta_minutes INTEGER,
  answered_at INTEGER,
  answer_order INTEGER,
  answer_request TEXT,
  PRIMARY KEY (request, tracker)
) STRICT;
CREATE INDEX request_recipients_by_tracker ON request_recipients (tracker);

-- A hunter's number a tracker marked "not genuine": refused until `until`.
-- The number is kept that long, so the owner can see it.
CREATE TABLE refused_numbers (
  phone TEXT PRIMARY KEY,
  until INTEGER NOT NULL,
  marked_by TEXT NOT NULL,
  marked_at INTEGER NOT NULL
) STRICT;
CREATE INDEX refused_numbers_by_end ON refused_numbers (until);
