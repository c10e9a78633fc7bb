/**
 * Where the live /admin saves: Netlify Identity logins, commits through
 * Netlify's Git Gateway to main (CONTENT.md, "For the site owner"). Its own
 * module because three places follow it: the Decap config (./config), the
 * admin plugin's Identity widget (gatsby-config.ts) and the admin's
 * Content-Security-Policy (src/node/deploy/csp.ts), which must allow the
 * backend's API.
 *
 * For GitHub logins instead: { name: "github", repo: "<owner>/<repository>", branch: "main" }.
 */
import type { CmsBackend } from "decap-cms-core"

export const PRODUCTION_BACKEND: CmsBackend = { name: "git-gateway", branch: "main", squash_merges: true }
