/**
 * Head elements Gatsby and its plugins add to every page that this site does
 * not use, left out in gatsby-ssr's onPreRenderHTML.
 */
import type { ReactNode } from "react"
import { IMAGE_PLUGIN_HEAD_KEYS } from "../../internals/gatsby"

type Element = { key?: unknown; props?: { rel?: unknown; as?: unknown } }
const asElement = (component: ReactNode): Element | null => (component && typeof component === "object" ? (component as Element) : null)

/**
 * gatsby-plugin-image's style, noscript style and fade-in script for
 * GatsbyImage's wrappers: Picture uses none of them, so the pages (and the
 * CSP) do without. The plugin itself stays for its image processing.
 */
function isImagePluginHead(component: ReactNode): boolean {
  const element = asElement(component)
  return Boolean(element && IMAGE_PLUGIN_HEAD_KEYS.includes(String(element.key)))
}

/**
 * Gatsby's `<link rel="prefetch" as="script">` for each chunk marked
 * `webpackPrefetch` (the drawer, the shot-timer form, the photo viewer): the
 * webpack runtime prefetches the same chunks once the app has loaded, so the
 * head links only add downloads before the first paint.
 */
function isScriptPrefetch(component: ReactNode): boolean {
  const props = asElement(component)?.props
  return props?.rel === "prefetch" && props.as === "script"
}

/**
 * gatsby-plugin-manifest's `<link rel="manifest">`: Chromium fetches the
 * manifest as it parses the head, before the first frame, where Lighthouse
 * then counts it towards the largest paint. Pages link it after their first
 * paint instead (src/browser/offline/register-early.ts); only an installed
 * app, which needs the offline worker and so scripts, reads it.
 */
function isManifestLink(component: ReactNode): boolean {
  return asElement(component)?.props?.rel === "manifest"
}

export function withoutUnusedHead(components: ReactNode[]): ReactNode[] {
  return components.filter((component) => !isImagePluginHead(component) && !isScriptPrefetch(component) && !isManifestLink(component))
}
