import React from "react"
import { graphql, useStaticQuery } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Picture } from "../Picture/Picture"

type TrackerPhotoProps = {
  /** The tracker's processed photo, or null when the tracker has none. */
  image: IGatsbyImageData | null | undefined
  name: string
  /** The photo a visitor sees first (it may be the largest paint): loaded at once. */
  priority?: boolean
  /**
   * How wide the photo is shown (its `sizes` attribute). The tracker's own
   * photo is queried for its place; the shared placeholder picture is not.
   */
  sizes: string
}

/**
 * A tracker's photo, processed by gatsby-plugin-image; a tracker without one gets
 * the local placeholder picture (never an outside placeholder service).
 */
export function TrackerPhoto({ image, name, priority, sizes }: TrackerPhotoProps) {
  const { placeholder } = useStaticQuery<Queries.TrackerPhotoPlaceholderQuery>(graphql`
    query TrackerPhotoPlaceholder {
      placeholder: file(relativePath: { eq: "images/placeholder-tracker.png" }) {
        childImageSharp {
          gatsbyImageData(width: 480, height: 480, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP, AVIF])
        }
      }
    }
  `)
  const shown = image ?? placeholder?.childImageSharp?.gatsbyImageData
  if (!shown) return null
  const alt = image ? `Illustrated portrait of ${name} with a tracking dog` : `No photo of ${name} yet`
  return <Picture image={shown} alt={alt} priority={priority} sizes={sizes} />
}
