/** A client review: one file per review in data/reviews/, pointing at its tracker by the tracker's key. */
import { z } from "zod"
import { pastDate, reference, text, wholeNumber } from "../fields"

export const reviewSchema = z.strictObject({
  tracker: reference("Tracker", { label: "Tracker" }),
  reviewerName: text({ max: 60, label: "Reviewer's name", hint: "First name and initial, e.g. Larry H." }),
  rating: wholeNumber({ min: 1, max: 5, example: 5, label: "Stars (1 to 5)" }),
  date: text({ max: 40, label: "Date as shown", hint: "As the reviewer gave it, e.g. 10-14-2024 or 3 months ago." }),
  dateISO: pastDate({ label: "Calendar date", hint: "The day of the review: it orders the reviews." }),
  text: text({ max: 1500, multiline: true, label: "Review" }),
})

export type ReviewInput = z.input<typeof reviewSchema>
