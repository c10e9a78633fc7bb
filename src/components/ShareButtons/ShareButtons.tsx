import React, { useCallback, useEffect, useRef, useState } from "react"
import { HOME_LABELS, TOAST } from "../../copy"
import { copyText, facebookShareUrl, xShareUrl } from "../../utils/share"
import { ExternalLink } from "../ExternalLink/ExternalLink"
import { Icon } from "../icons/Icon"
import { Toast, type ToastMessage } from "../Toast/Toast"
import { CopyButton, Row } from "./ShareButtons.styles"

type ShareButtonsProps = {
  /** The page's canonical address: what is shared and copied. */
  url: string
  text: string
  hashtags: readonly string[]
}

/**
 * Share on Facebook and X (plain links to their share pages, in a new tab:
 * no script from either network) and copy the page's address. Copying needs
 * JavaScript, so that button stays disabled until the page has hydrated.
 */
export function ShareButtons({ url, text, hashtags }: ShareButtonsProps) {
  const [ready, setReady] = useState(false)
  const [message, setMessage] = useState<ToastMessage | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>()

  useEffect(() => {
    setReady(true)
    return () => clearTimeout(timer.current)
  }, [])

  const copy = useCallback(async () => {
    const copied = await copyText(url)
    clearTimeout(timer.current)
    setMessage(
      copied
        ? { title: TOAST.copiedTitle, text: TOAST.copiedText }
        : { title: HOME_LABELS.copyFailedTitle, text: `${HOME_LABELS.copyFailedText} ${url}`, icon: "alert" },
    )
    timer.current = setTimeout(() => setMessage(null), TOAST.durationMs)
  }, [url])

  return (
    <>
      <Row>
        <ExternalLink href={facebookShareUrl(url)} icon="facebook" variant="secondary">
          {HOME_LABELS.shareOnFacebook}
        </ExternalLink>
        <ExternalLink href={xShareUrl(url, text, hashtags)} icon="x" variant="secondary">
          {HOME_LABELS.shareOnX}
        </ExternalLink>
        <CopyButton type="button" onClick={copy} disabled={!ready} $variant="ghost">
          <Icon name="link" />
          {HOME_LABELS.copyLink}
        </CopyButton>
      </Row>
      <Toast message={message} />
    </>
  )
}
