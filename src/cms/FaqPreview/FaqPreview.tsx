import React from "react"
import { FaqSection } from "../../components/FaqSection/FaqSection"
import { entryData, type PreviewProps } from "../entry"
import { queriedRecord } from "../../content/queried"
import { PreviewFrame } from "../PreviewFrame/PreviewFrame"

/** A question list as the home, bear and elk pages show it (open each question to read its answer). */
export function FaqPreview({ entry, document }: PreviewProps) {
  return (
    <PreviewFrame document={document}>
      <FaqSection faq={queriedRecord<Queries.FaqSectionFragment>("FaqSet", entryData(entry))} />
    </PreviewFrame>
  )
}
