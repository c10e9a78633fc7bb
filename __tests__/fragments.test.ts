/**
 * @jest-environment node
 */
/** The build's node-side query is sent with the fragments it spreads, read from the code as Gatsby reads them. */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { parse, validate, buildSchema, Kind } from "graphql"
import { fragmentsIn, withFragments } from "../src/build/fragments"

function codeIn(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fragments-"))
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
  }
  return dir
}

const schema = buildSchema(`
  type Town { name: String! }
  type Tracker { slug: String! name: String! phone: String! baseTown: Town! }
  type Query { allTracker: [Tracker!]! }
`)

const code = codeIn({
  "components/Card/fields.ts": 'import { graphql } from "gatsby"\nexport const query = graphql`\n  fragment Card on Tracker { name phone ...Town }\n`\n',
  "components/Town.tsx": 'import { graphql } from "gatsby"\nexport const query = graphql`fragment Town on Tracker { baseTown { name } }`\n',
  "shared/record.ts": 'import { graphql } from "gatsby"\nexport const query = graphql`fragment Record on Tracker { ...Card slug }`\n',
  "shared/unused.ts": 'import { graphql } from "gatsby"\nexport const query = graphql`fragment Unused on Tracker { slug }`\n',
  "types.d.ts": "declare const fragment: string\n",
})

describe("the fragments the code declares", () => {
  it("are found in graphql`…` tags in .ts and .tsx files, in every folder", () => {
    expect([...fragmentsIn(code).keys()].sort()).toEqual(["Card", "Record", "Town", "Unused"])
  })

  it("include those this site's own queries spread", () => {
    const fragments = fragmentsIn(path.resolve(__dirname, "..", "src"))
    expect(fragments.has("TrackerRecord")).toBe(true)
    expect(fragments.has("TrackerCardFields")).toBe(true)
  })
})

describe("a node-side query", () => {
  const fragments = fragmentsIn(code)

  it("is sent with every fragment it spreads, through other fragments too, and no other", () => {
    const sent = parse(withFragments("query Build { allTracker { ...Record } }", fragments))
    const names = sent.definitions.map((definition) => (definition.kind === Kind.FRAGMENT_DEFINITION ? definition.name.value : "query"))
    expect(names.sort()).toEqual(["Card", "Record", "Town", "query"])
    expect(validate(schema, sent)).toEqual([])
  })

  it("without a spread is sent as it is", () => {
    expect(withFragments("query Build { allTracker { slug } }", fragments)).toBe("query Build { allTracker { slug } }")
  })

  it("spreading a fragment no file declares is left for GraphQL to report", () => {
    const sent = parse(withFragments("query Build { allTracker { ...Missing } }", fragments))
    expect(validate(schema, sent).map((error) => error.message)).toEqual(['Unknown fragment "Missing".'])
  })
})
