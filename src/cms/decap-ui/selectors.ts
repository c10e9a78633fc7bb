/**
 * The parts of Decap's screens the admin restyles (./admin-styles.ts) or
 * watches (./show-first-error.ts, ./roster-report-banner.ts), in one place.
 * Decap's emotion class names end with the styled component's name
 * (`css-1ub1gzs-ControlErrorsList`); matching that name alone survives the
 * hash changing, not a rename. package.json pins Decap; on an upgrade the
 * admin's browser test (e2e/admin.spec.ts) opens each screen and fails for
 * every selector that no longer matches.
 */

/** The admin's own additions to Decap's screens, by id: a change the site refused (./roster-report-banner.ts), a refused Publish (./show-first-error.ts). */
export const BANNER_ID = "roster-report"
export const NOTICE_ID = "admin-refusal"

/** A Decap styled component by its name. */
const named = (name: string) => `[class*="-${name}"]`

/** Where each part is found, so the test knows which screen to open. */
export type DecapScreen = "collection" | "editor" | "publish menu" | "refused publish" | "media library"

export const DECAP = {
  // Every screen.
  headerContent: { selector: named("AppHeaderContent"), on: "collection" },
  headerSiteLink: { selector: named("AppHeaderSiteLink"), on: "collection" },
  headerQuickAdd: { selector: `${named("AppHeaderActions")} > ${named("StyledWrapper")}:first-child`, on: "collection" },
  mainContainer: { selector: named("AppMainContainer"), on: "collection" },
  // The collection list: a fixed sidebar of collections beside the entries.
  collectionContainer: { selector: named("CollectionContainer"), on: "collection" },
  sidebar: { selector: named("SidebarContainer"), on: "collection" },
  sidebarHeading: { selector: named("SidebarHeading"), on: "collection" },
  sidebarSearch: { selector: `${named("SidebarContainer")} ${named("SearchContainer")}`, on: "collection" },
  sidebarList: { selector: named("SidebarNavList"), on: "collection" },
  sidebarLink: { selector: named("SidebarNavLink"), on: "collection" },
  collectionMain: { selector: named("CollectionMain"), on: "collection" },
  collectionControls: { selector: named("CollectionControlsContainer"), on: "collection" },
  // The entry editor: a toolbar (back, Publish) over the form and its preview, side by side.
  editorContainer: { selector: named("EditorContainer"), on: "editor" },
  toolbar: { selector: named("ToolbarContainer"), on: "editor" },
  toolbarBackLink: { selector: named("ToolbarSectionBackLink"), on: "editor" },
  toolbarBackArrow: { selector: named("BackArrow"), on: "editor" },
  toolbarMeta: { selector: named("ToolbarSectionMeta"), on: "editor" },
  viewLiveLink: { selector: named("PreviewButtonContainer"), on: "editor" },
  previewToggles: { selector: named("ViewControls"), on: "editor" },
  splitPane: { selector: named("StyledSplitPane"), on: "editor" },
  controlTopbar: { selector: named("ControlTopbar"), on: "editor" },
  // "Publish now" and the other choices under Publish (and under Published, once saved).
  publishMenuItem: { selector: `${named("ToolbarContainer")} ${named("StyledMenuItem")}`, on: "publish menu" },
  errorList: { selector: named("ControlErrorsList"), on: "refused publish" },
  // The media library, over the editor.
  mediaModal: { selector: named("StyledModal"), on: "media library" },
  mediaClose: { selector: `${named("StyledModal")} ${named("CloseButton")}`, on: "media library" },
  mediaTop: { selector: named("LibraryTop"), on: "media library" },
  mediaTopRow: { selector: `${named("LibraryTop")} ${named("RowContainer")}`, on: "media library" },
  mediaButtons: { selector: `${named("LibraryTop")} ${named("ButtonsContainer")}`, on: "media library" },
  mediaUpload: { selector: named("UploadButton"), on: "media library" },
} as const satisfies Record<string, { selector: string; on: DecapScreen }>

/** react-split-pane's own class names for the form's pane, the preview's and the handle between them. */
export const SPLIT_PANE = { form: ".Pane1", preview: ".Pane2", handle: ".Resizer" } as const

/** react-toastify's notifications, which Decap shows its messages in, and the box they stack in. */
export const DECAP_TOAST = ".Toastify__toast"
export const DECAP_TOASTS = ".Toastify__toast-container"
