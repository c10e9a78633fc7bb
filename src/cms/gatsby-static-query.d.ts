// Gatsby exports the context useStaticQuery reads (cache-dir/static-query.js) but does not type it.
import type { Context } from "react"
import type { StaticQueryResults } from "./static-queries"

declare module "gatsby" {
  export const StaticQueryContext: Context<StaticQueryResults>
}
