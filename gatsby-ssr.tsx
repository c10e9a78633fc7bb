import type { GatsbySSR } from "gatsby"

export { wrapPageElement } from "./src/components/PageWrappers"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "en" })
}
