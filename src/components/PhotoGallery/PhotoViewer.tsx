import React, { useEffect, useRef } from "react"
import { GALLERY_LABELS } from "./PhotoGallery.copy"
import { Icon } from "../icons/Icon"
import { Picture } from "../Picture/Picture"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Bar, Figure, Frame, Position, Steps, Turn, Viewer, ViewerButton } from "./PhotoGallery.styles"

/** A photo as the viewer shows it: its thumbnail in the gallery, the full picture here. */
export type Photo = { alt: string; thumb: IGatsbyImageData; full: IGatsbyImageData; href: string }

type PhotoViewerProps = {
  photos: readonly Photo[]
  /** The photo shown, or null while the viewer is closed. */
  current: number | null
  step: (delta: number) => void
  /** The dialog closed (Escape, the close button, a click on the scrim). */
  onClose: () => void
  /** The id prefix of the gallery, for the position line that names the dialog. */
  labelledBy: string
}

/**
 * The gallery's native modal `<dialog>` (see PhotoGallery, which loads this
 * on the first click): focus moves in and is trapped, Escape closes it, and
 * the arrow keys step through the photos.
 */
export function PhotoViewer({ photos, current, step, onClose, labelledBy }: PhotoViewerProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const count = photos.length

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
    element.addEventListener("keydown", onKeyDown)
    element.addEventListener("click", onClick)
    element.addEventListener("close", onClose)
    return () => {
      element.removeEventListener("keydown", onKeyDown)
      element.removeEventListener("click", onClick)
      element.removeEventListener("close", onClose)
    }
  }, [step, onClose])

  const photo = current === null ? null : photos[current]
  const positionId = `${labelledBy}-position`

  return (
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
  )
}
