import React, { Suspense, lazy, useCallback, useRef, useState } from "react"
import { graphql } from "gatsby"
import { Picture } from "../Picture/Picture"
import { Grid, Thumb } from "./PhotoGallery.styles"
import type { Photo } from "./PhotoViewer"

type PhotoGalleryProps = {
  photos: readonly Queries.PhotoGalleryImageFragment[]
  /** The id of the heading that names the gallery. */
  labelledBy: string
}

/** The viewer's code runs only once a photo is opened; it is prefetched after the page has loaded. */
const PhotoViewer = lazy(() => import(/* webpackPrefetch: true */ "./PhotoViewer").then((module) => ({ default: module.PhotoViewer })))

function usablePhotos(photos: readonly Queries.PhotoGalleryImageFragment[]): Photo[] {
  return photos.flatMap(({ alt, image }) => {
    const thumb = image.childImageSharp?.thumb
    const full = image.childImageSharp?.full
    const href = full?.images.fallback?.src
    return thumb && full && href ? [{ alt, thumb, full, href }] : []
  })
}

const isPlainClick = (event: React.MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

/**
 * Thumbnails that are plain links to the larger photo, so they work with
 * JavaScript off. With JavaScript a link opens the photo in a native modal
 * `<dialog>` instead (PhotoViewer), and focus returns to the photo's link
 * when it closes.
 */
export function PhotoGallery({ photos, labelledBy }: PhotoGalleryProps) {
  const shown = usablePhotos(photos)
  const count = shown.length
  const links = useRef<(HTMLAnchorElement | null)[]>([])
  const [current, setCurrent] = useState<number | null>(null)
  const [viewerWanted, setViewerWanted] = useState(false)
  const currentIndex = useRef<number | null>(null)
  currentIndex.current = current

  const step = useCallback((delta: number) => setCurrent((index) => (index === null ? null : (index + delta + count) % count)), [count])

  const closed = useCallback(() => {
    const index = currentIndex.current
    setCurrent(null)
    if (index !== null) links.current[index]?.focus()
  }, [])

  const open = (index: number) => (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event) || typeof HTMLDialogElement === "undefined" || !("showModal" in HTMLDialogElement.prototype)) return
    event.preventDefault()
    setViewerWanted(true)
    setCurrent(index)
  }

  if (count === 0) return null

  return (
    <>
      <Grid aria-labelledby={labelledBy}>
        {shown.map((item, index) => (
          <li key={item.href}>
            <Thumb
              href={item.href}
              onClick={open(index)}
              ref={(element) => {
                links.current[index] = element
              }}
            >
              <Picture image={item.thumb} alt={item.alt} />
            </Thumb>
          </li>
        ))}
      </Grid>
      {viewerWanted && (
        <Suspense fallback={null}>
          <PhotoViewer photos={shown} current={current} step={step} onClose={closed} labelledBy={labelledBy} />
        </Suspense>
      )}
    </>
  )
}

export const query = graphql`
  fragment PhotoGalleryImage on GalleryImage {
    alt
    image {
      childImageSharp {
        thumb: gatsbyImageData(
          width: 400
          aspectRatio: 1.3333
          placeholder: DOMINANT_COLOR
          formats: [AUTO, WEBP, AVIF]
          sizes: "(min-width: 1024px) 240px, 31vw"
        )
        full: gatsbyImageData(width: 1600, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP, AVIF], sizes: "(min-width: 1024px) 960px, 100vw")
      }
    }
  }
`
