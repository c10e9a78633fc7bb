import React from "react"
import { Container } from "../../components/Container/Container"
import { InlineScript } from "../../components/InlineScript/InlineScript"
import { PartsStyles } from "../../components/RequestParts/RequestParts.styles"
import { RequestRules } from "../../components/RequestRules/RequestRules"
import { INLINE_SCRIPTS } from "../../shared/inline-scripts"
import { REQUEST_API } from "../../shared/requests/api"
import { HANDLED_KEY_FIELD, REQUEST_PART_ATTRIBUTE, REQUEST_PARTS, type RequestPart } from "../../shared/requests/page"
import { ROUTES } from "../../shared/routes"
import { REQUEST_PAGE } from "./RequestPage.copy"
import { Handled, Heading, More } from "./RequestPage.styles"

const part = (name: RequestPart) => ({ [REQUEST_PART_ATTRIBUTE]: name })

/**
 * A request's page as built: a shell the Worker fills in for each request
 * (functions/lib/request-page.ts), slot by slot, and the page's one script
 * then keeps up to date (src/browser/request/news.ts). No app starts on it (src/shared/built-files.ts,
 * PAGES_WITHOUT_APP): React would find the filled page unlike its own. The
 * "I have help" form is a real form, so it works with scripting off.
 */
export function RequestPage() {
  return (
    <Container>
      <Heading {...part(REQUEST_PARTS.title)}>{REQUEST_PAGE.heading}</Heading>
      <PartsStyles>
        <div {...part(REQUEST_PARTS.state)} />
        <section {...part(REQUEST_PARTS.reached)} />
        {/* Offers appear here as trackers answer: read out as they come. */}
        <section {...part(REQUEST_PARTS.offers)} aria-live="polite" />
        <Handled {...part(REQUEST_PARTS.handled)} method="post" action={REQUEST_API.handled}>
          <input type="hidden" name={HANDLED_KEY_FIELD} value="" />
          <button type="submit" data-button="">
            {REQUEST_PAGE.handled}
          </button>
          <p>{REQUEST_PAGE.handledHint}</p>
        </Handled>
        <section {...part(REQUEST_PARTS.groupText)} />
        <section {...part(REQUEST_PARTS.callList)} />
      </PartsStyles>
      <More href={ROUTES.trackers}>{REQUEST_PAGE.everyTracker}</More>
      <RequestRules />
      <InlineScript name={INLINE_SCRIPTS.requestNews} />
    </Container>
  )
}
