import type { ReactNode } from "react"

/**
 * gatsby-plugin-image writes three tags into every page's head for
 * GatsbyImage's wrappers: a style element, a noscript style and an inline
 * module script that fades images in. Picture uses none of them, so the
 * pages leave them out (and the CSP needs no hashes for them). The plugin
 * itself stays: its GraphQL enums and image processing are what the
 * `gatsbyImageData` queries use.
 */
const IMAGE_PLUGIN_HEAD_KEYS = new Set(["gatsby-image-style", "gatsby-image-style-noscript", "gatsby-image-style-script"])

export function withoutImagePluginHead(components: ReactNode[]): ReactNode[] {
  return components.filter(
    (component) => !(component && typeof component === "object" && "key" in component && IMAGE_PLUGIN_HEAD_KEYS.has(String(component.key))),
  )
}
