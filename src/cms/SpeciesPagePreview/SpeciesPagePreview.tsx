import React from "react"
import { SpeciesPage } from "../../views/SpeciesPage/SpeciesPage"
import { entryData, textOf, useEntry, type PreviewProps } from "../entry"
import { findAmong, queriedRecord } from "../../content/queried"
import { PreviewFrame } from "../PreviewFrame/PreviewFrame"

/**
 * The bear or elk tracking page through the site's own view, with the
 * questions of the FAQ file its `faqSet` names (edited under Questions);
 * the tracker list comes from other files and is left out.
 */
export function SpeciesPagePreview({ entry, getCollection, document }: PreviewProps) {
  const data = entryData(entry)
  const faq = useEntry(getCollection, "faq", textOf(data.faqSet))
  const page = queriedRecord<Queries.SpeciesPageFragment>("SpeciesPage", data, { find: findAmong({ FaqSet: faq ? [faq] : [] }) })
  return (
    <PreviewFrame document={document}>
      <SpeciesPage page={page} trackers={[]} rosterSize={0} counties={[]} />
    </PreviewFrame>
  )
}
