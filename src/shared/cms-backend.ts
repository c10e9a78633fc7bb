/**
 * Where the live /admin saves: straight to the repository on GitHub, each
 * Publish a commit to main, which the deploy workflow checks, builds and
 * publishes (docs/deploy.md). Editors sign in with their GitHub account
 * through the site's own OAuth endpoint (functions/api/cms/), so no
 * third-party login service is involved (Netlify Identity and Git Gateway
 * are deprecated). Its own module because the Decap config (./config) and
 * the editor's Content-Security-Policy (src/build/host/csp.ts) both follow it.
 *
 * The repository is the one the deploy workflow builds (`GATSBY_CMS_REPOSITORY`,
 * which it sets from GitHub's own `github.repository`).
 */
import type { CmsBackend } from "decap-cms-core"
import { SITE_URL } from "./site"

/** The OAuth endpoint Decap opens in a window to sign an editor in (functions/api/cms/auth.ts). */
const CMS_AUTH_ENDPOINT = "api/cms/auth"

export const PRODUCTION_BACKEND: CmsBackend = {
  name: "github",
  repo: process.env.GATSBY_CMS_REPOSITORY || "thumb-area-deer-trackers/site",
  branch: "main",
  base_url: SITE_URL,
  auth_endpoint: CMS_AUTH_ENDPOINT,
}
