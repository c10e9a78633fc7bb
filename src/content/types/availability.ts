/**
 * The status a tracker's pages are built with. Trackers set their status
 * live on the status screen (/status/, src/status/), which pages lay over
 * this one within a minute and without a deploy; this group is only what a
 * page shows when the live status cannot be fetched (scripts off, the
 * status service down), with its time. So the editor does not show it
 * (a status typed there would never be seen while the live one answers);
 * the check and GraphQL still read it. After an "until" time the site shows
 * "Call to ask" by itself (src/status/availability.ts).
 */
import { STATUSES, STATUS_WORDS } from "../../status/availability"
import { choice, dateTime, group } from "../fields"

export const availabilitySchema = group(
  "Availability",
  {
    status: choice(STATUS_WORDS, STATUSES, { label: "Status", hint: "What hunters see on your card." }),
    until: dateTime({ label: "Until", hint: "When this status ends. After it, your card says 'Call to ask'." }).optional(),
    updatedAt: dateTime({ label: "Updated" }),
  },
  { label: "Built-in status", widget: "hidden" },
)
