import React, { type ReactNode } from "react"
import type { GatsbySSR } from "gatsby"
import { withoutImagePluginHead } from "./src/components/Picture/image-plugin-head"
import { earlyRegistrationScript } from "./src/utils/register-early"

export { wrapPageElement, wrapRootElement } from "./src/components/PageWrappers"

/**
 * In built pages, the offline service worker is registered by a small inline
 * script as soon as the page has loaded (src/utils/register-early.ts), not
 * only when the app has started; `gatsby develop` gets none, so a worker
 * from an earlier build never serves development pages.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setPostBodyComponents }) => {
  setHtmlAttributes({ lang: "en" })
  if (process.env.NODE_ENV === "production") {
    setPostBodyComponents([<script key="register-offline-worker" dangerouslySetInnerHTML={{ __html: earlyRegistrationScript() }} />])
  }
}

/**
 * Gatsby writes a `<link rel="prefetch" as="script">` into the head for each
 * chunk marked `webpackPrefetch` (the drawer, the shot-timer form, the photo
 * viewer). The webpack runtime asks for the same chunks itself once the app
 * has loaded, so the head links only add downloads before the first paint
 * (issue 9); they are left out.
 */
function withoutScriptPrefetch(components: ReactNode[]): ReactNode[] {
  return components.filter((component) => {
    if (!component || typeof component !== "object" || !("props" in component)) return true
    const props = component.props as { rel?: unknown; as?: unknown }
    return !(props.rel === "prefetch" && props.as === "script")
  })
}

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(withoutScriptPrefetch(withoutImagePluginHead(getHeadComponents())))
}
