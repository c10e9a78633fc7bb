import React, { Suspense, lazy, useCallback, useEffect, useRef, useState } from "react"
import { HOME_LABELS, TOAST } from "../../copy"
import { copyText, facebookShareUrl, xShareUrl } from "./share"
import { ExternalLink } from "../ExternalLink/ExternalLink"
import { Icon } from "../icons/Icon"
import type { ToastMessage } from "../Toast/Toast"
import { ScriptButton } from "../ScriptButton/ScriptButton"
import { Row } from "./ShareButtons.styles"

type ShareButtonsProps = {
  /** The page's canonical address: what is shared and copied. */
  url: string
  text: string
  hashtags: readonly string[]
}

/**
 * The toast's code is a chunk of its own, fetched ahead at low priority and
 * run once the page is running: its live region is then in the page well
 * before anyone can copy.
 */
const Toast = lazy(() => import(/* webpackPrefetch: true */ "../Toast/Toast").then((module) => ({ default: module.Toast })))

/**
 * Share on Facebook and X (plain links to their share pages, in a new tab:
 * no script from either network) and copy the page's address. Copying needs
 * JavaScript, so that button is shown only once it can work.
 */
export function ShareButtons({ url, text, hashtags }: ShareButtonsProps) {
  const [ready, setReady] = useState(false)
  const [message, setMessage] = useState<ToastMessage | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)

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
        <ScriptButton onClick={copy}>
          <Icon name="link" />
          {HOME_LABELS.copyLink}
        </ScriptButton>
      </Row>
      {ready && (
        <Suspense fallback={null}>
          <Toast message={message} />
        </Suspense>
      )}
    </>
  )
}
