import React from "react"
import { HomePage } from "../../views/HomePage/HomePage"
import { entryData, useCollection, useEntry, type PreviewProps } from "../entry"
import { homePageFrom } from "./home-page-data"
import { PreviewFrame } from "../PreviewFrame/PreviewFrame"

/**
 * Most site settings are the home page's words and figures, so their preview
 * is the home page itself, with the roster, counties, reviews and questions
 * read from their own files.
 */
export function SettingsPreview({ entry, getCollection, document }: PreviewProps) {
  const trackers = useCollection(getCollection, "trackers")
  const counties = useCollection(getCollection, "counties")
  const reviews = useCollection(getCollection, "reviews")
  const faq = useEntry(getCollection, "faq", "home")
  const home = homePageFrom(entryData(entry), { trackers, counties, reviews, faq })
  return (
    <PreviewFrame document={document}>
      <HomePage data={home.data} rosterSize={trackers.length} reviewTotals={home.reviewTotals} />
    </PreviewFrame>
  )
}
