import React from "react"
import { CountyPage } from "../../views/CountyPage/CountyPage"
import { entryData, numberOf, recordListOf, textListOf, textOf, type PreviewProps } from "../entry"
import { PreviewFrame } from "../PreviewFrame/PreviewFrame"

/** A county page through the site's own view. */
export function CountyPreview({ entry, document }: PreviewProps) {
  const data = entryData(entry)
  const county: Queries.CountyPageFragment = {
    slug: textOf(data.slug),
    name: textOf(data.name),
    heading: textOf(data.heading) || null,
    description: textOf(data.description),
    squareMiles: numberOf(data.squareMiles),
    successRate: numberOf(data.successRate),
    northernTowns: textListOf(data.northernTowns),
    centralTowns: textListOf(data.centralTowns),
    southernTowns: textListOf(data.southernTowns),
    reasons: recordListOf(data.reasons).map((reason) => ({ title: textOf(reason.title), text: textOf(reason.text) })),
  }
  return (
    <PreviewFrame document={document}>
      <CountyPage county={county} />
    </PreviewFrame>
  )
}
