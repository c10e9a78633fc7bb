import React from "react"
import { LegalPage } from "../../views/LegalPage/LegalPage"
import { entryData, type PreviewProps } from "../entry"
import { queriedRecord } from "../../content/queried"
import { PreviewFrame } from "../PreviewFrame/PreviewFrame"

/** The terms, privacy or accessibility page through the site's own view. */
export function LegalPagePreview({ entry, document }: PreviewProps) {
  return (
    <PreviewFrame document={document}>
      <LegalPage page={queriedRecord<Queries.LegalPageFragment>("LegalPage", entryData(entry))} />
    </PreviewFrame>
  )
}
