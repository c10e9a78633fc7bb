/**
 * The admin app at /admin, bundled on its own so none of it reaches the
 * public pages; manualInit takes the config from code, derived from the
 * content model (./config.ts). Every screen has a preview that renders the
 * site's own view of its entry (folder collections by collection name,
 * files collections by file name). Before an entry is saved, the save hooks
 * write it as its file will hold it (./save-hooks.ts) and what the content
 * check would refuse is refused (./repository.ts).
 */
import type { ComponentType } from "react"
import CMS from "decap-cms-app"
import { CONTENT_TYPES, type TypeName } from "../content/model"
import { cmsConfig } from "./config"
import { CountyPreview } from "./CountyPreview/CountyPreview"
import type { PreviewProps } from "./entry"
import { FaqPreview } from "./FaqPreview/FaqPreview"
import { LegalPagePreview } from "./LegalPagePreview/LegalPagePreview"
import { installAdminStyles } from "./decap-ui/admin-styles"
import { showRosterReport } from "./decap-ui/roster-report-banner"
import { showFirstErrorAfterPublish } from "./decap-ui/show-first-error"
import { editorPhrases } from "./phrases"
import { PHONE_WIDGET, PhoneControl } from "./PhoneControl/PhoneControl"
import { keepRunningBackend, refuseWhatTheCheckWould } from "./repository"
import { ReviewPreview } from "./ReviewPreview/ReviewPreview"
import { prepareForSave } from "./save-hooks"
import { SettingsPreview } from "./SettingsPreview/SettingsPreview"
import { SpeciesPagePreview } from "./SpeciesPagePreview/SpeciesPagePreview"
import { loadStaticQueries } from "./static-queries"
import { TrackerPreview } from "./TrackerPreview/TrackerPreview"
import { toImmutableLike, type ImmutableMap } from "./immutable"

const PREVIEWS: Record<TypeName, ComponentType<PreviewProps>> = {
  Tracker: TrackerPreview,
  Review: ReviewPreview,
  County: CountyPreview,
  FaqSet: FaqPreview,
  SpeciesPage: SpeciesPagePreview,
  LegalPage: LegalPagePreview,
  SiteSettings: SettingsPreview,
}

for (const type of CONTENT_TYPES) {
  const preview = PREVIEWS[type.typeName]
  const screens = type.editor.fileLabels ? Object.keys(type.editor.fileLabels) : [type.editor.name]
  for (const screen of screens) CMS.registerPreviewTemplate(screen, preview)
}

CMS.registerWidget(PHONE_WIDGET, PhoneControl)

keepRunningBackend(CMS)
CMS.registerEventListener({
  name: "preSave",
  handler: async ({ entry }: { entry: ImmutableMap }) => {
    const collection = String(entry.get("collection"))
    const data = entry.get("data") as ImmutableMap
    const prepared = prepareForSave(collection, data.toJS() as Record<string, unknown>)
    // A new entry has no file yet: Decap names it once saved.
    const path = entry.get("newRecord") ? undefined : (entry.get("path") as string | undefined) || undefined
    await refuseWhatTheCheckWould(collection, path, prepared)
    return toImmutableLike(data, prepared)
  },
})

// Decap's own screens fitted to a phone, where trackers keep their entry, a refused Publish told
// where the thumb is, and the banner of a change the site refused (./decap-ui).
installAdminStyles(document)
showFirstErrorAfterPublish(document)
void showRosterReport(document, (input, init) => fetch(input, init))

const english = CMS.getLocale("en") as Record<string, unknown>
CMS.registerLocale("en", editorPhrases(english))

// The previews need the site's static query results before the first one renders.
void loadStaticQueries().then(() => CMS.init({ config: cmsConfig }))
