-- Sign-ins are counted per passkey and per person, an hour at a time, in
-- the rows a sign-in reads anyway: `sign_in_hour` is the hour counted
-- (milliseconds since 1970 / 3,600,000) and `sign_ins` how many in it.
-- `sign_in_request` names the sign-in that counted last, so the other
-- statements of its transaction act only if it was counted.
ALTER TABLE passkeys ADD COLUMN sign_in_hour INTEGER NOT NULL DEFAULT 0;
ALTER TABLE passkeys ADD COLUMN sign_ins INTEGER NOT NULL DEFAULT 0;
ALTER TABLE passkeys ADD COLUMN sign_in_request TEXT;
ALTER TABLE people ADD COLUMN sign_in_hour INTEGER NOT NULL DEFAULT 0;
ALTER TABLE people ADD COLUMN sign_ins INTEGER NOT NULL DEFAULT 0;
ALTER TABLE people ADD COLUMN sign_in_request TEXT;

-- The scheduled clean-up (functions/lib/clean-up.ts) finds what has ended
-- by its end, reading only the rows it removes.
CREATE INDEX spent_challenges_by_end ON spent_challenges (expires_at);
CREATE INDEX sessions_by_end ON sessions (expires_at);
CREATE INDEX invitations_by_end ON invitations (expires_at);
-- A phone's sessions, ended with its passkey.
CREATE INDEX sessions_by_passkey ON sessions (passkey);

-- The roster the store last agreed with (the ETag of the deployed
-- /roster.json): a tracker taken off it loses their live status and
-- sessions at the first request after the deploy (functions/lib/roster.ts).
ALTER TABLE status_snapshot ADD COLUMN roster TEXT NOT NULL DEFAULT '';

-- The owner's id was 'owner', which a tracker named "Owner" would have as
-- their page name; it is now '@owner', which no page name can be
-- (src/shared/status/api.ts, OWNER_ID). Rows of a tracker 'owner' stay theirs.
UPDATE people SET id = '@owner' WHERE id = 'owner' AND role = 'owner';
UPDATE passkeys SET person = '@owner' WHERE person = 'owner' AND NOT EXISTS (SELECT 1 FROM people WHERE id = 'owner');
UPDATE sessions SET person = '@owner' WHERE person = 'owner' AND NOT EXISTS (SELECT 1 FROM people WHERE id = 'owner');
UPDATE invitations SET person = '@owner' WHERE person = 'owner' AND role = 'owner';
UPDATE changes SET who = '@owner' WHERE who = 'owner' AND NOT EXISTS (SELECT 1 FROM people WHERE id = 'owner');
UPDATE changes SET subject = '@owner' WHERE subject = 'owner' AND NOT EXISTS (SELECT 1 FROM people WHERE id = 'owner');
