/**
 * Keeps code the site never runs out of the browser bundle, then starts the
 * bundle in several short tasks (./bundle.ts).
 */
import type { GatsbyNode } from "gatsby"
import { startAppInTasks, trimBrowserBundle } from "./bundle"

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = (args) => {
  trimBrowserBundle(args)
  startAppInTasks(args)
}
