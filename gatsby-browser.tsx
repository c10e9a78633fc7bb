import type { GatsbyBrowser } from "gatsby"

export { wrapPageElement, wrapRootElement } from "./src/components/PageWrappers"

/**
 * Marks the page once React has taken over, so browser tests can wait for
 * the controls that need JavaScript (the menu button) before using them.
 */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.dataset.hydrated = "true"
}
