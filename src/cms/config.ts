/**
 * The editor's configuration (Decap CMS at /admin), derived from the
 * content model (src/content/model.ts): one collection per kind of record,
 * field rules from the model's schemas (./form-fields.ts), so the form refuses
 * what `npm run check:content` refuses within one record; rules across
 * files are refused before saving (./refuse-before-save.ts). On localhost
 * Decap first tries `decap-server` (`npm run cms`), which writes into this
 * checkout; elsewhere the production backend
 * (src/shared/cms-backend.ts). CONTENT.md lists what the owner switches on.
 */
import type { CmsCollection, CmsConfig } from "decap-cms-core"
import { CONTENT_TYPES, fileOf, type ContentType } from "../content/model"
import { SITE_URL } from "../shared/site"
import { LOCAL_BACKEND_URL, PRODUCTION_BACKEND } from "../shared/cms-backend"
import { fieldsFrom } from "./form-fields"

const json = { extension: "json", format: "json" } as const

/** The collection of one kind of record: a folder editors add to, or its fixed files. */
function collectionOf(type: ContentType): CmsCollection {
  const { editor } = type
  const fields = fieldsFrom(type.schema)
  if (editor.fileLabels) {
    return {
      name: editor.name,
      label: editor.label,
      ...(editor.description ? { description: editor.description } : {}),
      ...json,
      files: Object.entries(editor.fileLabels).map(([key, label]) => ({ name: key, label, file: fileOf(type, key), fields })),
    }
  }
  const editable = !type.files
  return {
    name: editor.name,
    label: editor.label,
    ...(editor.labelSingular ? { label_singular: editor.labelSingular } : {}),
    ...(editor.description ? { description: editor.description } : {}),
    folder: `data/${type.folder}`,
    ...json,
    create: editable,
    delete: editable,
    ...("name" in type.schema.shape ? { identifier_field: "name" } : {}),
    ...(editor.fileName ? { slug: editor.fileName } : {}),
    ...(editor.summary ? { summary: editor.summary } : {}),
    fields,
  }
}

export const collections: CmsCollection[] = CONTENT_TYPES.map(collectionOf)

/** The kind of record a collection's entries are, for the save hooks (./save-hooks.ts). */
export const typeOfCollection = (name: string): ContentType | undefined => CONTENT_TYPES.find((type) => type.editor.name === name)

export const cmsConfig: CmsConfig = {
  backend: PRODUCTION_BACKEND,
  local_backend: { url: LOCAL_BACKEND_URL },
  load_config_file: false,
  // Each collection with pictures sets its own folders; this is only the fallback.
  media_folder: "data/images",
  public_folder: "../images",
  site_url: SITE_URL,
  display_url: SITE_URL,
  editor: { preview: true },
  // New files are named in lowercase ASCII with hyphens, as the content check requires.
  slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
  collections,
}
