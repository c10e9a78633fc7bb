/**
 * One page per record of every content type that has pages (the model's
 * `page`, src/content/model.ts), from its template in src/templates/. Only
 * the key (and the record fields the model names) go into the page context;
 * the template queries its own data.
 */
import path from "node:path"
import type { CreatePagesArgs } from "gatsby"
import { CONTENT_TYPES, fileOf, type ContentType } from "../content/model"

const templateFile = (name: string) => path.resolve(`./src/templates/${name}.tsx`)

async function createPagesOf({ graphql, actions, reporter }: CreatePagesArgs, type: ContentType & { page: NonNullable<ContentType["page"]> }): Promise<void> {
  const listField = `all${type.typeName}`
  const result = await graphql<Record<string, { nodes: ({ key: string; slug: string } & Record<string, unknown>)[] }>>(`
    query {
      ${listField} {
        nodes {
          key
          slug
          ${(type.page.contextFields ?? []).join("\n")}
        }
      }
    }
  `)
  const records = result.data?.[listField]
  if (result.errors || !records) {
    reporter.panicOnBuild(`Could not load the records for the pages of ${fileOf(type, "*")}`, result.errors)
    return
  }
  for (const record of records.nodes) {
    const context = Object.fromEntries([["key", record.key], ...(type.page.contextFields ?? []).map((field) => [field, record[field]])])
    actions.createPage({ path: type.page.path(record.slug), component: templateFile(type.page.template), context })
  }
}

export async function createRecordPages(args: CreatePagesArgs): Promise<void> {
  const withPages = CONTENT_TYPES.filter((type): type is ContentType & { page: NonNullable<ContentType["page"]> } => Boolean(type.page))
  await Promise.all(withPages.map((type) => createPagesOf(args, type)))
}
