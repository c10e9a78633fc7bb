import type { GatsbySSR } from "gatsby"
import type { ReactNode } from "react"
import { withoutImagePluginHead } from "./src/components/Picture/image-plugin-head"

export { wrapPageElement, wrapRootElement } from "./src/components/PageWrappers"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "en" })
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
