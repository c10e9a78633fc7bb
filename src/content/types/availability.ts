/**
 * The status a tracker's pages are built with: only what a page shows when
 * the live status (set on /status/, laid over the page by
 * src/browser/status/) cannot be fetched, with its time. So the editor does
 * not show it (a status typed there would never be seen while the live one
 * answers); the check and GraphQL still read it. Its times are Michigan's
 * clock (dateTime, ../fields.ts) and must agree with each other and with the
 * clock (statusTimes below); past its end (its "until", else the end the
 * status service gives it: endsAt) the site says "Call to ask".
 */
import type { z } from "zod"
import { dateAndTime, STATUSES, STATUS_WORDS, type Availability } from "../../shared/status/availability"
import { endsAt, isoInZone } from "../../shared/status/until"
import { choice, dateTime, group, isDateTime } from "../fields"

/**
 * The latest a built status may end after it was set. The status screen's
 * longest is until 6 AM the next morning. The pages name an end time's day
 * but never its year, so an end a year away reads as tonight's, and the
 * status still shows after the hour the hunter read.
 */
const LONGEST_STATUS_DAYS = 7
const DAY_MS = 24 * 60 * 60 * 1000

const fields = group(
  "Availability",
  {
    status: choice(STATUS_WORDS, STATUSES, { label: "Status", hint: "What hunters see on your card." }),
    until: dateTime({ label: "Until", hint: "When this status ends. After it, your card says 'Call to ask'." }).optional(),
    updatedAt: dateTime({ label: "Updated" }),
  },
  {
    label: "Built-in status",
    widget: "hidden",
    // Every built status ends, as a live one does: the site reads its end, not only one the file gives.
    derived: { until: (availability) => endsAt(availability as unknown as Availability) },
  },
)

/** A moment a valid date and time names, or null. */
const momentOf = (value: unknown): number | null => (typeof value === "string" && isDateTime(value) ? Date.parse(value) : null)

/**
 * A status was set by now, and ends after it was set and within
 * LONGEST_STATUS_DAYS. A page keeps the newer of its built status and the
 * tracker's live one (newerOf, src/shared/status/availability.ts), so a built
 * status dated ahead would hide every status the tracker sets until then.
 * Times are named as Michigan's clock read them, with the year, whatever
 * offset they were written with.
 */
function statusTimes(availability: unknown, context: z.RefinementCtx): void {
  const { until, updatedAt } = (availability ?? {}) as Record<string, unknown>
  const set = momentOf(updatedAt)
  if (set === null) return
  if (set > Date.now()) {
    context.addIssue({
      code: "custom",
      path: ["updatedAt"],
      message: "This time is in the future: use the time the status was set. A status dated ahead hides every status the tracker sets on /status/ until then.",
    })
  }
  const end = momentOf(until)
  if (end === null) return
  if (end <= set) {
    context.addIssue({
      code: "custom",
      path: ["until"],
      message: `This status would be over before it began: it ends at ${isoInZone(end)} and was set at ${isoInZone(set)}. Make the end later, or leave it out.`,
    })
  } else if (end - set > LONGEST_STATUS_DAYS * DAY_MS) {
    context.addIssue({
      code: "custom",
      path: ["until"],
      message: `End the status within ${LONGEST_STATUS_DAYS} days of setting it (by ${isoInZone(set + LONGEST_STATUS_DAYS * DAY_MS)}), or leave the end out: the page would show "${dateAndTime(isoInZone(end))}", without its year.`,
    })
  }
}

// Checked however the rest of the group reads (`when`), so this is said together with any other mistake in it.
export const availabilitySchema = fields.superRefine(statusTimes, { when: () => true })
