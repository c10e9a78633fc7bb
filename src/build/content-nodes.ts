/**
 * Each record's key (its file name) and address segment, written onto its
 * GraphQL node as node fields; the schema exposes them as `key` and `slug`
 * (src/content/graphql.ts).
 */
import type { CreateNodeArgs, Node } from "gatsby"
import { CONTENT_TYPES, slugOf } from "../content/model"

export function addRecordFields({ node, getNode, actions }: Pick<CreateNodeArgs, "node" | "getNode" | "actions">): void {
  const type = CONTENT_TYPES.find((candidate) => candidate.typeName === node.internal.type)
  if (!type || !node.parent) return
  const file = getNode(node.parent) as (Node & { name?: string }) | undefined
  if (!file?.name) return
  actions.createNodeField({ node, name: "key", value: file.name })
  actions.createNodeField({ node, name: "slug", value: slugOf(type, node as unknown as Record<string, unknown>, file.name) })
}
