/**
 * The admin app at /admin (bundled by gatsby-plugin-decap-cms on its own, so
 * none of this reaches the public pages). manualInit lets the config come
 * from code, generated from the content schemas.
 */
import CMS from "decap-cms-app"
import { COUNTY_SLUGS } from "../content/schema"
import { cmsConfig } from "./config"
import { CountyPreview } from "./CountyPreview/CountyPreview"
import { ReviewPreview } from "./ReviewPreview/ReviewPreview"
import { TrackerPreview } from "./TrackerPreview/TrackerPreview"

CMS.registerPreviewTemplate("trackers", TrackerPreview)
CMS.registerPreviewTemplate("reviews", ReviewPreview)
// Files collections register a template per file name.
for (const slug of COUNTY_SLUGS) CMS.registerPreviewTemplate(slug, CountyPreview)

CMS.init({ config: cmsConfig })
