/** A list of questions: data/faq/home.json, bear.json and elk.json, one per page that shows questions. */
import { z } from "zod"
import { group, list, optionalText, text } from "../fields"

export const FAQ_KEYS = ["home", "bear", "elk"] as const

export const faqSetSchema = z.strictObject({
  title: text({ max: 70, label: "Title" }),
  items: list(
    group("FaqItem", {
      question: text({ max: 200, label: "Question" }),
      answer: text({ max: 2000, multiline: true, label: "Answer" }),
      points: list(text({ max: 300, label: "Point" }), { what: "points", label: "Bullet points (optional)" }).optional(),
      after: optionalText({ max: 1000, multiline: true, label: "Text after the points (optional)" }),
    }),
    { min: 1, max: 30, what: "questions", label: "Questions" },
  ),
})

export type FaqSetInput = z.input<typeof faqSetSchema>
