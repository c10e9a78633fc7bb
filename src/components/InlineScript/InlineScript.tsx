import React from "react"
import { INLINE_SCRIPT_ATTRIBUTE, type InlineScript as InlineScriptName } from "../../shared/inline-scripts"

/**
 * A script the page carries inline, placed here and filled in after the
 * build with its module's code (src/build/post-build/inline-scripts.ts), so
 * no component holds code as a string. React never looks inside it (its
 * content is set as HTML, empty in the app), so what the build writes there
 * is no hydration mismatch, and a page the app draws later gets it empty,
 * which runs nothing.
 */
export function InlineScript({ name }: { name: InlineScriptName }) {
  return <script {...{ [INLINE_SCRIPT_ATTRIBUTE]: name }} dangerouslySetInnerHTML={{ __html: "" }} />
}
