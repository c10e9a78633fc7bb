/**
 * The admin app at /admin (bundled by gatsby-plugin-decap-cms on its own, so
 * none of this reaches the public pages). manualInit lets the config come
 * from code, generated from the content schemas.
 *
 * Every collection has a preview that renders the site's own view of it.
 * Folder collections register a template under the collection's name, files
 * collections one per file name.
 */
import CMS from "decap-cms-app"
import { COUNTY_SLUGS } from "../content/schema"
import { cmsConfig, FAQ_SETS, PAGES, SETTINGS_FILE } from "./config"
import { CountyPreview } from "./CountyPreview/CountyPreview"
import { FaqPreview } from "./FaqPreview/FaqPreview"
import { LegalPagePreview } from "./LegalPagePreview/LegalPagePreview"
import { ReviewPreview } from "./ReviewPreview/ReviewPreview"
import { SettingsPreview } from "./SettingsPreview/SettingsPreview"
import { SpeciesPagePreview } from "./SpeciesPagePreview/SpeciesPagePreview"
import { loadStaticQueries } from "./static-queries"
import { TrackerPreview } from "./TrackerPreview/TrackerPreview"

CMS.registerPreviewTemplate("trackers", TrackerPreview)
CMS.registerPreviewTemplate("reviews", ReviewPreview)
for (const slug of COUNTY_SLUGS) CMS.registerPreviewTemplate(slug, CountyPreview)
for (const { name } of FAQ_SETS) CMS.registerPreviewTemplate(name, FaqPreview)
for (const { name, kind } of PAGES) CMS.registerPreviewTemplate(name, kind === "species" ? SpeciesPagePreview : LegalPagePreview)
CMS.registerPreviewTemplate(SETTINGS_FILE, SettingsPreview)

// The previews need the site's static query results before the first one renders.
void loadStaticQueries().then(() => CMS.init({ config: cmsConfig }))
