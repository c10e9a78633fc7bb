/**
 * The official Netlify adapter (build cache between deploys, and functions
 * should the site ever get some), minus Gatsby's default header rules.
 *
 * Gatsby hands the adapter a `/*` rule with `Referrer-Policy: same-origin`
 * and per-file Cache-Control rules, which the adapter appends to
 * public/_headers. Next to ours (src/node/deploy/headers.ts) every page would
 * then carry two Referrer-Policy and two Cache-Control values. Our file
 * already covers every path, including the CSP hashes only known after the
 * build, so the adapter is given no header rules of its own.
 */
import type { IAdapter } from "gatsby"
import createNetlifyAdapter from "gatsby-adapter-netlify"

type AdaptContext = Parameters<IAdapter["adapt"]>[0]

export function netlifyAdapter(): IAdapter {
  const adapter = createNetlifyAdapter()
  return {
    ...adapter,
    adapt: (context: AdaptContext) => {
      // The context's other fields are lazy getters; keep them lazy.
      const withoutDefaultHeaders: AdaptContext = Object.create(context, { headerRoutes: { value: [], enumerable: true } })
      return adapter.adapt(withoutDefaultHeaders)
    },
  }
}
