/**
 * Where the live /admin saves: straight to the GitHub repository the deploy
 * workflow builds (`GATSBY_CMS_REPOSITORY`), each Publish a commit to main
 * that the workflow checks, builds and publishes (docs/deploy.md). Editors
 * sign in with GitHub through the site's own OAuth endpoint
 * (functions/api/cms/), so no third-party login service is involved. Its
 * own module because the Decap config (src/cms/config.ts), the editor's
 * Content-Security-Policy (src/build/host/csp.ts) and the admin's tests all
 * follow it.
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

/** Where decap-server listens during `npm run cms` (its default port), which the editor tries first on localhost. */
export const LOCAL_BACKEND_URL = "http://localhost:8081/api/v1"
