import type { GatsbySSR } from "gatsby"
import { withoutImagePluginHead } from "./src/components/Picture/image-plugin-head"

export { wrapPageElement, wrapRootElement } from "./src/components/PageWrappers"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "en" })
}

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(withoutImagePluginHead(getHeadComponents()))
}
