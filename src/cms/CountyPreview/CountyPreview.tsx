import React from "react"
import { CountyPage } from "../../views/CountyPage/CountyPage"
import { entryData, numberOf, recordListOf, textListOf, textOf, type PreviewProps } from "../entry"
import { pointOf } from "../fragments"
import { PreviewFrame } from "../PreviewFrame/PreviewFrame"
import site from "../../../data/site.json"

/**
 * The county page's shared parts (hero copy, statistics labels) come from the
 * site settings; the preview shows this county's own fields inside them, with
 * no tracker list, reviews or FAQ (those come from other files).
 */
const settings: Queries.CountySettingsFragment = {
  region: site.region,
  heroRating: site.heroRating,
  heroReviewCount: site.heroReviewCount,
  countyStats: site.countyStats,
  home: {
    reviewsIntro: site.home.reviewsIntro,
    heroTitle: site.home.heroTitle,
    heroText: site.home.heroText,
    heroTips: site.home.heroTips,
  },
}

/** A county page through the site's own view. */
export function CountyPreview({ entry, document }: PreviewProps) {
  const data = entryData(entry)
  const county: Queries.CountyPageFragment = {
    slug: textOf(data.key),
    name: textOf(data.name),
    heading: textOf(data.heading) || null,
    description: textOf(data.description),
    centre: pointOf(data.centre),
    squareMiles: numberOf(data.squareMiles),
    successRate: numberOf(data.successRate),
    northernTowns: textListOf(data.northernTowns),
    centralTowns: textListOf(data.centralTowns),
    southernTowns: textListOf(data.southernTowns),
    reasons: recordListOf(data.reasons).map((reason) => ({ title: textOf(reason.title), text: textOf(reason.text) })),
  }
  return (
    <PreviewFrame document={document}>
      <CountyPage county={county} counties={[]} settings={settings} trackers={[]} covered rosterSize={0} reviews={[]} faq={null} />
    </PreviewFrame>
  )
}
