import React from "react"
import { TrackerProfile } from "../../views/TrackerProfile/TrackerProfile"
import { slugFromName } from "../../utils/slug"
import { assetUrl, entryData, fieldAt, numberOf, recordListOf, textListOf, textOf, useEntry, type PreviewProps } from "../entry"
import { availabilityOf, baseTownOf } from "../fragments"
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
  const home = textOf(data.homeCounty)
  const county = useEntry(getCollection, "counties", home)
  const photoUrl = assetUrl(getAsset, data.image)
  const galleryImage = fieldAt(fields, "gallery", "image")
  const gallery = recordListOf(data.gallery).flatMap((item) => {
    const src = assetUrl(getAsset, item.image, galleryImage)
    return src ? [{ src, alt: textOf(item.alt) }] : []
  })
  const tracker: Queries.TrackerProfileFragment = {
    slug: slugFromName(name),
    name,
    phone: textOf(data.phone),
    yearsTracking: numberOf(data.yearsTracking),
    certifications: textListOf(data.certifications),
    dog1: textOf(data.dog1),
    dog2: textOf(data.dog2) || null,
    experience: textOf(data.experience),
    bio: textOf(data.bio),
    isApprentice: data.isApprentice === true,
    homeCounty: { slug: home, name: textOf(county?.name) },
    baseTown: baseTownOf(data.baseTown),
    availability: availabilityOf(data.availability),
    image: null,
    gallery: [],
    reviews: [],
  }
  return (
    <PreviewFrame document={document}>
      {/* Always a stand-in: the site's placeholder photo is a build-time query the admin cannot run. */}
      <TrackerProfile tracker={tracker} photo={photoUrl ? <PlainPhoto src={photoUrl} alt={`Portrait of ${name}`} /> : <NoPhoto>{PREVIEW_WORDS.noPhoto}</NoPhoto>} />
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
