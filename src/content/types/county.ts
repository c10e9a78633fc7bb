/**
 * A county page: one file per county in data/counties/. The site has
 * exactly these eight county pages; their files can be edited, not added
 * or removed.
 */
import { z } from "zod"
import { decimal, group, list, optionalText, text, wholeNumber } from "../fields"
import { coordinates } from "./tracker"

export const COUNTY_KEYS = ["huron", "sanilac", "tuscola", "lapeer", "st-clair", "genesee", "saginaw", "oakland"] as const

const towns = (area: string) => list(text({ max: 40, label: "Town" }), { min: 4, max: 4, what: "towns", label: `${area} towns (exactly 4)` })

export const countySchema = z.strictObject({
  name: text({ max: 40, label: "Name", hint: "Without the word County, e.g. St. Clair." }),
  order: wholeNumber({ min: 1, max: 99, example: 4, label: "Order", hint: "Its place in county lists, 1 to 8." }),
  heading: optionalText({ max: 70, label: "Heading", hint: "Leave empty for 'Deer Tracking in <name> County'." }),
  description: text({ max: 200, multiline: true, label: "Description", hint: "One or two sentences, shown under the heading and in search results." }),
  centre: group("CountyCentre", coordinates, {
    label: "Centre of the county",
    hint: "Hunters who pick this county see trackers by their distance from this point.",
  }),
  squareMiles: wholeNumber({ min: 1, max: 10000, example: 907, label: "Square miles" }),
  successRate: decimal({ min: 0, max: 100, example: 85, label: "Success rate (%)" }),
  northernTowns: towns("Northern"),
  centralTowns: towns("Central"),
  southernTowns: towns("Southern"),
  reasons: list(
    group("CountyReason", {
      title: text({ max: 60, label: "Title" }),
      text: text({ max: 600, multiline: true, label: "Text" }),
    }),
    { min: 4, max: 4, what: "reasons", label: "Reasons (exactly 4)" },
  ),
})

export type CountyInput = z.input<typeof countySchema>
