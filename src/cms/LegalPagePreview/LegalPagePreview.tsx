import React from "react"
import { LegalPage } from "../../views/LegalPage/LegalPage"
import { entryData, type PreviewProps } from "../entry"
import { legalPageFrom } from "../fragments"
import { PreviewFrame } from "../PreviewFrame/PreviewFrame"

/** The terms, privacy or accessibility page through the site's own view. */
export function LegalPagePreview({ entry, document }: PreviewProps) {
  return (
    <PreviewFrame document={document}>
      <LegalPage page={legalPageFrom(entryData(entry))} />
    </PreviewFrame>
  )
}
