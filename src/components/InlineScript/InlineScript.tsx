import React, { useSyncExternalStore } from "react"
import { INLINE_SCRIPT_ATTRIBUTE, type InlineScript as InlineScriptName } from "../../shared/inline-scripts"

/** Never changes: what a store needs to tell a render in the browser from the server's and hydration's. */
const unchanging = () => () => undefined

/**
 * A script the page carries inline, placed here and filled in after the
 * build with its module's code (src/build/post-build/inline-scripts.ts), so
 * no component holds code as a string. React never looks inside it (its
 * content is set as HTML), so what the build writes there is no hydration
 * mismatch; a page the app draws later gets none, since a script React
 * creates in the browser never runs (React 19 says so in development).
 */
export function InlineScript({ name }: { name: InlineScriptName }) {
  const inBrowserRender = useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  )
  return inBrowserRender ? null : <script {...{ [INLINE_SCRIPT_ATTRIBUTE]: name }} dangerouslySetInnerHTML={{ __html: "" }} />
}
