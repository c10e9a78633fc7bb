/**
 * The build's node-side query spreads the fragments the pages declare, so a
 * field is listed once. Gatsby runs a node-side query without them
 * (gatsbyjs/gatsby#34785), so each query is sent with the definitions it
 * spreads, read from src/ as Gatsby's own typegen reads them: the
 * graphql`…` tags, found by graphql-tag-pluck.
 */
import fs from "node:fs"
import path from "node:path"
import { gqlPluckFromCodeStringSync } from "@graphql-tools/graphql-tag-pluck"
import { Kind, parse, print, visit, type DefinitionNode, type FragmentDefinitionNode } from "graphql"

const CODE = /\.tsx?$/

/** Every fragment declared in a graphql`…` tag under `dir`, by name. */
export function fragmentsIn(dir: string): Map<string, FragmentDefinitionNode> {
  const fragments = new Map<string, FragmentDefinitionNode>()
  for (const entry of fs.readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    if (!CODE.test(entry) || entry.endsWith(".d.ts")) continue
    const file = path.join(dir, entry)
    const code = fs.readFileSync(file, "utf8")
    if (!code.includes("fragment")) continue
    for (const source of gqlPluckFromCodeStringSync(file, code, { modules: [{ name: "gatsby", identifier: "graphql" }] })) {
      for (const definition of parse(source.body).definitions) {
        if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition)
      }
    }
  }
  return fragments
}

/** The names of the fragments a definition spreads. */
function spreadIn(definition: DefinitionNode): string[] {
  const names: string[] = []
  visit(definition, { FragmentSpread: (spread) => void names.push(spread.name.value) })
  return names
}

/**
 * The query with the definition of every fragment it spreads, directly or
 * through another fragment, appended. A spread of a fragment `fragments`
 * lacks is left for GraphQL to report, as it would without this.
 */
export function withFragments(query: string, fragments: ReadonlyMap<string, FragmentDefinitionNode>): string {
  const needed = new Map<string, FragmentDefinitionNode>()
  const pending = parse(query).definitions.flatMap(spreadIn)
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    const fragment = fragments.get(name)
    if (!fragment || needed.has(name)) continue
    needed.set(name, fragment)
    pending.push(...spreadIn(fragment))
  }
  return [query, ...[...needed.values()].map((fragment) => print(fragment))].join("\n")
}
