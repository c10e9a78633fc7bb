import React, { useCallback, useEffect, useRef, useState } from "react"
import { graphql } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { GALLERY_LABELS } from "../../constants"
import { Icon } from "../icons/Icon"
import { Picture } from "../Picture/Picture"
import { Bar, Figure, Frame, Grid, Position, Steps, Thumb, Turn, Viewer, ViewerButton } from "./PhotoGallery.styles"

type Photo = { alt: string; thumb: IGatsbyImageData; full: IGatsbyImageData; href: string }

type PhotoGalleryProps = {
  photos: readonly Queries.PhotoGalleryImageFragment[]
  /** The id of the heading that names the gallery. */
  labelledBy: string
}

function usablePhotos(photos: readonly Queries.PhotoGalleryImageFragment[]): Photo[] {
  return photos.flatMap(({ alt, image }) => {
    const thumb = image.childImageSharp?.thumb
    const full = image.childImageSharp?.full
    const href = full?.images.fallback?.src
    return thumb && full && href ? [{ alt, thumb, full, href }] : []
  })
}

const isPlainClick = (event: React.MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

/**
 * Thumbnails that are plain links to the larger photo, so they work with
 * JavaScript off. With JavaScript a link opens the photo in a native modal
 * `<dialog>` instead: focus moves in and is trapped, Escape closes it, the
 * arrow keys step through the photos, and focus returns to the photo's link.
 */
export function PhotoGallery({ photos, labelledBy }: PhotoGalleryProps) {
  const shown = usablePhotos(photos)
  const count = shown.length
  const dialog = useRef<HTMLDialogElement>(null)
  const links = useRef<(HTMLAnchorElement | null)[]>([])
  const [current, setCurrent] = useState<number | null>(null)
  const currentIndex = useRef<number | null>(null)
  currentIndex.current = current

  const step = useCallback(
    (delta: number) => setCurrent((index) => (index === null ? null : (index + delta + count) % count)),
    [count],
  )

  // Open only after React has rendered the photo, so the dialog's first control takes focus.
  useEffect(() => {
    if (current !== null && dialog.current && !dialog.current.open) dialog.current.showModal()
  }, [current])

  useEffect(() => {
    const element = dialog.current
    if (!element) return undefined
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
        event.preventDefault()
        step(event.key === "ArrowRight" ? 1 : -1)
      }
    }
    // A click on the scrim (the dialog itself, outside the frame) closes it.
    const onClick = (event: MouseEvent) => {
      if (event.target === element) element.close()
    }
    const onClose = () => {
      const index = currentIndex.current
      setCurrent(null)
      if (index !== null) links.current[index]?.focus()
    }
    element.addEventListener("keydown", onKeyDown)
    element.addEventListener("click", onClick)
    element.addEventListener("close", onClose)
    return () => {
      element.removeEventListener("keydown", onKeyDown)
      element.removeEventListener("click", onClick)
      element.removeEventListener("close", onClose)
    }
  }, [step])

  const open = (index: number) => (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event) || typeof dialog.current?.showModal !== "function") return
    event.preventDefault()
    setCurrent(index)
  }

  if (count === 0) return null
  const photo = current === null ? null : shown[current]
  const positionId = `${labelledBy}-position`

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
      <Viewer ref={dialog} aria-labelledby={photo ? positionId : undefined}>
        {photo && current !== null && (
          <Frame>
            <Bar>
              <Position id={positionId} aria-live="polite">
                {GALLERY_LABELS.position(current + 1, count)}
              </Position>
              <ViewerButton type="button" aria-label={GALLERY_LABELS.close} onClick={() => dialog.current?.close()}>
                <Icon name="close" size={24} />
              </ViewerButton>
            </Bar>
            <Figure $aspect={photo.full.width / photo.full.height}>
              <Picture image={photo.full} alt={photo.alt} priority />
            </Figure>
            {count > 1 && (
              <Steps>
                <ViewerButton type="button" aria-label={GALLERY_LABELS.previous} onClick={() => step(-1)}>
                  <Turn $direction="previous">
                    <Icon name="chevron" size={28} />
                  </Turn>
                </ViewerButton>
                <ViewerButton type="button" aria-label={GALLERY_LABELS.next} onClick={() => step(1)}>
                  <Turn $direction="next">
                    <Icon name="chevron" size={28} />
                  </Turn>
                </ViewerButton>
              </Steps>
            )}
          </Frame>
        )}
      </Viewer>
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
        full: gatsbyImageData(
          width: 1600
          placeholder: DOMINANT_COLOR
          formats: [AUTO, WEBP, AVIF]
          sizes: "(min-width: 1024px) 960px, 100vw"
        )
      }
    }
  }
`
