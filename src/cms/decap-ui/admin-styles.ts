/**
 * Decap's screens, fitted to a phone: below 800 px, where Decap's entry
 * editor no longer fits, this stylesheet reflows the sidebar, the form, the
 * toolbar, the media library and the messages (docs/product.md, "The editor
 * works on a phone"). At every width the error messages keep their own case,
 * and the banner of a change the site refused (./roster-report-banner.ts)
 * sits above Decap's screens. The selectors are Decap's component names
 * (./selectors.ts); every rule is !important because emotion adds Decap's
 * own rules after this stylesheet, with the same specificity.
 */
import { palettes, theme } from "../../styles/theme"
import { REPORT_HEIGHT } from "./roster-report-banner"
import { BANNER_ID, DECAP, DECAP_TOASTS, NOTICE_ID, SPLIT_PANE } from "./selectors"

/** Below this width Decap's own layout does not fit. */
const NARROW_SCREEN = "(max-width: 799px)"

const $ = (part: keyof typeof DECAP) => DECAP[part].selector

/** Decap's UI is light only; these take the site's light palette. */
const { danger, dangerTint, ink, onAccent } = palettes.light
/** Above the screen's edge, and above a phone's home bar. */
const atTheBottom = `calc(${theme.space(2)} + env(safe-area-inset-bottom))`

const ADMIN_CSS = `
${$("errorList")} { text-transform: none !important; font-weight: 500 !important; font-size: 13px !important; }

#${BANNER_ID} { background: ${dangerTint}; color: ${ink}; border-bottom: ${theme.borderWidths.accent} solid ${danger}; padding: ${theme.space(3)} ${theme.space(4)}; font: 15px/1.45 ${theme.fonts.body}; }
#${BANNER_ID} h2 { margin: 0 0 ${theme.space(1)}; font-size: 16px; color: ${danger}; }
#${BANNER_ID} ul { margin: 0; padding-left: ${theme.space(5)}; }
${$("editorContainer")} { top: var(${REPORT_HEIGHT}, 0px) !important; height: calc(100% - var(${REPORT_HEIGHT}, 0px)) !important; }

#${NOTICE_ID} { position: fixed; z-index: 10000; left: ${theme.space(2)}; right: ${theme.space(2)}; bottom: ${atTheBottom}; max-width: 480px; margin: 0 auto; padding: ${theme.space(3)} ${theme.space(4)}; border-radius: ${theme.radii.sm}; background: ${danger}; color: ${onAccent}; font: 500 15px/1.4 ${theme.fonts.body}; box-shadow: ${theme.shadows.raised}; }

@media ${NARROW_SCREEN} {
  ${$("headerContent")}, ${$("mainContainer")}, ${$("editorContainer")}, ${$("toolbar")} { min-width: 0 !important; }
  ${$("headerSiteLink")}, ${$("headerQuickAdd")} { display: none !important; }

  ${$("collectionContainer")} { margin: 8px !important; }
  ${$("sidebar")} { position: static !important; width: auto !important; max-height: none !important; margin-bottom: 8px !important; padding: 0 !important; }
  ${$("sidebarHeading")}, ${$("sidebarSearch")}, ${$("collectionControls")} { display: none !important; }
  ${$("sidebarList")} { display: flex !important; overflow-x: auto !important; margin: 0 !important; }
  ${$("sidebarLink")} { padding: 12px 12px !important; white-space: nowrap !important; }
  ${$("collectionMain")} { padding-left: 0 !important; }

  ${$("toolbarBackLink")} { padding: 0 12px !important; }
  ${$("toolbarBackLink")} > :not(${$("toolbarBackArrow")}) { display: none !important; }
  ${$("toolbarMeta")}, ${$("viewLiveLink")}, ${$("previewToggles")} { display: none !important; }
  ${$("splitPane")} > ${SPLIT_PANE.form} { width: 100% !important; }
  ${$("splitPane")} > ${SPLIT_PANE.preview}, ${$("splitPane")} > ${SPLIT_PANE.handle} { display: none !important; }
  ${$("controlTopbar")} { flex-wrap: wrap !important; gap: 4px !important; }
  ${$("errorList")} { flex-basis: 100% !important; text-align: left !important; }
  div:has(> input[type="datetime-local"]) { flex-wrap: wrap !important; gap: 4px !important; }
  input[type="datetime-local"] { flex: 1 1 100% !important; min-width: 0 !important; }

  ${$("mediaModal")} { width: calc(100vw - 16px) !important; padding: 12px !important; grid-template-columns: minmax(0, 1fr) !important; grid-template-rows: auto minmax(0, 1fr) !important; }
  ${$("mediaClose")} { left: auto !important; right: 4px !important; top: 4px !important; margin: 0 !important; }
  ${$("mediaTopRow")}, ${$("mediaButtons")} { flex-wrap: wrap !important; }

  ${DECAP_TOASTS} { top: auto !important; bottom: ${atTheBottom} !important; left: ${theme.space(2)} !important; right: ${theme.space(2)} !important; width: auto !important; margin: 0 !important; padding: 0 !important; transform: none !important; }
}
`

/** Adds the stylesheet to the admin page, once. */
export function installAdminStyles(document: Document): void {
  if (document.getElementById("admin-styles")) return
  const style = document.createElement("style")
  style.id = "admin-styles"
  style.textContent = ADMIN_CSS
  document.head.append(style)
}
