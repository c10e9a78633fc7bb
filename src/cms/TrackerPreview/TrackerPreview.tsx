import React from "react"
import { TrackerProfile } from "../../views/TrackerProfile/TrackerProfile"
import { findAmong, queriedRecord } from "../../content/queried"
import { assetUrl, entryData, fieldAt, recordListOf, textOf, useEntry, type PreviewProps } from "../entry"
import { PreviewFrame } from "../PreviewFrame/PreviewFrame"
import { NoPhoto, PlainGallery, PlainPhoto } from "./TrackerPreview.styles"
import { PREVIEW_WORDS } from "../phrases"

/**
 * The tracker's profile as the site renders it (the same view component).
 * gatsby-plugin-image only works on photos processed at build time, so the
 * preview shows the uploaded files as plain images, and the reviews (other
 * entries) are not part of it.
 */
export function TrackerPreview({ entry, fields, getAsset, getCollection, document }: PreviewProps) {
  const data = entryData(entry)
  const name = textOf(data.name)
  const county = useEntry(getCollection, "counties", textOf(data.homeCounty))
  const photoUrl = assetUrl(getAsset, data.image)
  const galleryImage = fieldAt(fields, "gallery", "image")
  const gallery = recordListOf(data.gallery).flatMap((item) => {
    const src = assetUrl(getAsset, item.image, galleryImage)
    return src ? [{ src, alt: textOf(item.alt) }] : []
  })
  const queried = queriedRecord<Queries.TrackerProfileFragment>("Tracker", data, { find: findAmong({ County: county ? [county] : [] }) })
  // The gallery's photos are shown below as the uploaded files: the view's gallery needs build-time images.
  const tracker = { ...queried, gallery: [] }
  return (
    <PreviewFrame document={document}>
      {/* Always a stand-in: the site's placeholder photo is a build-time query the admin cannot run. */}
      <TrackerProfile
        tracker={tracker}
        photo={photoUrl ? <PlainPhoto src={photoUrl} alt={`Portrait of ${name}`} /> : <NoPhoto>{PREVIEW_WORDS.noPhoto}</NoPhoto>}
      />
      {gallery.length > 0 && (
        <PlainGallery aria-label="Recovery gallery">
          {gallery.map((photo) => (
            <li key={photo.src}>
              <img src={photo.src} alt={photo.alt} />
            </li>
          ))}
        </PlainGallery>
      )}
    </PreviewFrame>
  )
}
