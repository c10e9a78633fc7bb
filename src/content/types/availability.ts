/**
 * Whether a tracker can come tonight, set by the tracker from a phone on the
 * editor's "Tonight" screen (a view of the tracker's own file). The status
 * holds until the tracker changes it or, with an "until" time, until then;
 * after that the site shows "Call to ask" by itself (src/status/availability.ts).
 * The editor stamps `updatedAt` on every save from that screen, so "updated
 * 3 h ago" is when the tracker last said so.
 */
import { STATUSES, STATUS_WORDS } from "../../status/availability"
import { choice, dateTime, group } from "../fields"

export const availabilitySchema = group(
  "Availability",
  {
    status: choice(STATUS_WORDS, STATUSES, { label: "Status", hint: "What hunters see on your card." }),
    until: dateTime({ label: "Until", hint: "When this status ends. After it, your card says 'Call to ask'." }).optional(),
    updatedAt: dateTime({ label: "Updated", widget: "hidden", filledBy: "now" }),
  },
  { label: "Tonight" },
)
