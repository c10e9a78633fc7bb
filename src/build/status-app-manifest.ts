/**
 * The trackers' status app's manifest, written after the build next to the
 * site's (gatsby-plugin-manifest's): the same icons and colours, its own
 * names, and `/status/` as its start, id and scope. Added to a Home Screen
 * from /status/ (which links this one instead of the site's,
 * src/browser/offline/register-early.ts), the status screen opens as an
 * app of its own, where an iPhone lets it take hunters' requests by Web
 * Push (docs/requests.md).
 */
import fs from "node:fs"
import path from "node:path"
import { STATUS_APP_MANIFEST, WEB_MANIFEST } from "../shared/built-files"
import { ROUTES } from "../shared/routes"
import { statusAppNames } from "../shared/requests/status-app"

interface ManifestIcon {
  src: string
  sizes?: string
  type?: string
  purpose?: string
}

interface SiteManifest {
  name: string
  icons?: ManifestIcon[]
  background_color?: string
  theme_color?: string
  lang?: string
  [field: string]: unknown
}

/**
 * The status app's manifest from the site's. An icon's address is resolved
 * against the manifest's own, so the site's relative ones (`icons/…`) are
 * made absolute: read from /status/ they would point into /status/icons/.
 */
export function statusAppManifest(site: SiteManifest, brandName: string): Record<string, unknown> {
  const names = statusAppNames(brandName)
  const base = new URL(WEB_MANIFEST, "https://site.invalid")
  return {
    id: ROUTES.status,
    name: names.name,
    short_name: names.shortName,
    description: "Set whether you can take a call, and answer hunters' requests.",
    lang: site.lang ?? "en",
    start_url: ROUTES.status,
    scope: ROUTES.status,
    display: "standalone",
    background_color: site.background_color,
    theme_color: site.theme_color,
    icons: (site.icons ?? []).map((icon) => {
      const url = new URL(icon.src, base)
      return { ...icon, src: url.pathname + url.search }
    }),
  }
}

/** Writes public/status/app.webmanifest from public/manifest.webmanifest; returns the file written. */
export function writeStatusAppManifest(publicDir: string, brandName: string): string {
  const site = JSON.parse(fs.readFileSync(path.join(publicDir, WEB_MANIFEST), "utf8")) as SiteManifest
  const file = path.join(publicDir, STATUS_APP_MANIFEST)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, JSON.stringify(statusAppManifest(site, brandName)))
  return file
}
