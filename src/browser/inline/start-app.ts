/**
 * In place of Gatsby's script tags: starts the page's scripts (webpack's
 * runtime, React, the app), async and in Gatsby's order, once the first
 * contentful paint is on screen, so a slow phone shows the numbers before it
 * runs any JavaScript (docs/performance.md). The build lists them on this
 * script's own element (src/build/post-build/paint-first.ts), so every page
 * carries the same code.
 */
import { APP_SCRIPTS_ATTRIBUTE } from "../../shared/inline-scripts"
import { afterFirstPaint } from "./first-paint"

const sources = (document.currentScript?.getAttribute(APP_SCRIPTS_ATTRIBUTE) ?? "").split(" ")

afterFirstPaint(() => {
  sources.forEach((source) => {
    if (!source) return
    const script = document.createElement("script")
    script.src = source
    script.async = true
    document.body.appendChild(script)
  })
})
