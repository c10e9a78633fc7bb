import React from "react"
import { graphql, useStaticQuery } from "gatsby"
import { GatsbyImage, getImage, type IGatsbyImageData } from "gatsby-plugin-image"

type TrackerPhotoProps = {
  /** The tracker's processed photo, or null when the tracker has none. */
  image: IGatsbyImageData | null | undefined
  name: string
  /** Eager for the photo a visitor sees first (it may be the largest paint). */
  loading?: "eager" | "lazy"
  className?: string
}

/**
 * A tracker's photo through gatsby-plugin-image; a tracker without one gets
 * the local placeholder picture (never an outside placeholder service).
 */
export function TrackerPhoto({ image, name, loading = "lazy", className }: TrackerPhotoProps) {
  const { placeholder } = useStaticQuery<Queries.TrackerPhotoPlaceholderQuery>(graphql`
    query TrackerPhotoPlaceholder {
      placeholder: file(relativePath: { eq: "images/placeholder-tracker.png" }) {
        childImageSharp {
          gatsbyImageData(width: 480, height: 480, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP, AVIF])
        }
      }
    }
  `)
  const shown = image ?? getImage(placeholder?.childImageSharp?.gatsbyImageData ?? null)
  if (!shown) return null
  const alt = image ? `Illustrated portrait of ${name} with a tracking dog` : `No photo of ${name} yet`
  return <GatsbyImage image={shown} alt={alt} loading={loading} className={className} />
}
