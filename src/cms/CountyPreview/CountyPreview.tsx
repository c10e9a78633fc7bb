import React from "react"
import { CountyPage } from "../../views/CountyPage/CountyPage"
import { queriedRecord } from "../../content/queried"
import { entryData, type PreviewProps } from "../entry"
import { PreviewFrame } from "../PreviewFrame/PreviewFrame"
import site from "../../../data/site.json"

/**
 * The county page's shared parts (hero copy, statistics labels) come from the
 * site settings; the preview shows this county's own fields inside them, with
 * no tracker list, reviews or FAQ (those come from other files).
 */
const settings = queriedRecord<Queries.CountySettingsFragment>("SiteSettings", site)

/** A county page through the site's own view. */
export function CountyPreview({ entry, document }: PreviewProps) {
  const county = queriedRecord<Queries.CountyPageFragment>("County", entryData(entry))
  return (
    <PreviewFrame document={document}>
      <CountyPage county={county} counties={[]} settings={settings} trackers={[]} covered rosterSize={0} reviews={[]} reviewTotals={[]} faq={null} />
    </PreviewFrame>
  )
}
