import React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Img } from "./Picture.styles"

type PictureProps = {
  /** What a `gatsbyImageData` query returned: the formats, the widths and the placeholder colour. */
  image: IGatsbyImageData
  alt: string
  /**
   * The largest image a visitor sees first (or asked for): loaded at once and
   * before other images. Everything else waits until it is near the screen.
   */
  priority?: boolean
  /** Where the image is shown at another width than its query's `sizes` says. */
  sizes?: string
  className?: string
}

/**
 * An image processed at build time by gatsby-plugin-image and gatsby-plugin-sharp,
 * written as a plain `<picture>`: AVIF and WebP sources, the JPEG or PNG
 * fallback, `width` and `height` so the browser reserves the box before the
 * file arrives, and the placeholder colour behind it until then. It renders
 * the same on the server and in the browser and needs no script of its own
 * (GatsbyImage's runtime, which this replaces, was JavaScript on every page
 * with an image; docs/performance.md).
 */
export function Picture({ image, alt, priority = false, sizes, className }: PictureProps) {
  const { fallback, sources = [] } = image.images
  return (
    <picture className={className}>
      {sources.map((source) => (
        <source key={source.type + (source.media ?? "")} type={source.type} media={source.media} sizes={sizes ?? source.sizes} srcSet={source.srcSet} />
      ))}
      {/* React sets attributes in this order: how to load before what to load. */}
      <Img
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding={priority ? undefined : "async"}
        // A constrained image's height can be fractional (426.99…); attributes take whole pixels.
        width={Math.round(image.width)}
        height={Math.round(image.height)}
        sizes={sizes ?? fallback?.sizes}
        srcSet={fallback?.srcSet}
        src={fallback?.src}
        alt={alt}
        $fullWidth={image.layout === "fullWidth"}
        $color={image.backgroundColor}
        $blurred={image.placeholder?.fallback}
      />
    </picture>
  )
}
