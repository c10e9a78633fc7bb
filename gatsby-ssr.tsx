import type { GatsbySSR } from "gatsby"
import { withoutUnusedHead } from "./src/startup/head"

export { wrapPageElement, wrapRootElement } from "./src/components/PageWrappers"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "en" })
}

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(withoutUnusedHead(getHeadComponents()))
}
