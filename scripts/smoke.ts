/**
 * `npm run smoke -- <changed files…>`: after a content-only build, checks the
 * built pages a change in data/ touches, before they are deployed. A
 * tracker's record: the home page, their profile, their contact card, every
 * county page they cover and the species pages they take must carry their
 * name and their current number. A county, a page or the settings: the page
 * it makes must be there with its words. Reads public/ only; no browser.
 */
import fs from "node:fs"
import path from "node:path"
import { ROUTES } from "../src/shared/routes"
import { VCARD_PATHS } from "../src/shared/built-files"
import { telHref, vcardTel } from "../src/shared/phone"
import { slugFromName } from "../src/shared/slug"

const ROOT = path.resolve(__dirname, "..")

export interface Expectation {
  /** A built file, from the site's root: /tracker/x/index.html, /tracker/x.vcf. */
  file: string
  /** Text it must contain. */
  contains: string[]
}

const page = (route: string) => `${route}index.html`
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(ROOT, file), "utf8")) as Record<string, unknown>

/** What the built site must show for one changed file under data/ (nothing for a deleted one). */
export function expectationsFor(file: string, read: (file: string) => Record<string, unknown> = readJson): Expectation[] {
  const [, folder, name] = /^data\/(?:([^/]+)\/)?([^/]+)\.json$/.exec(file) ?? []
  if (!name || !fs.existsSync(path.join(ROOT, file))) return []
  const record = read(file)
  if (folder === "trackers") {
    const trackerName = String(record.name)
    const slug = slugFromName(trackerName)
    const phone = telHref(String(record.phone))
    const counties = [record.homeCounty, ...((record.servesCounties as string[] | undefined) ?? [])].map(String)
    const species = ((record.species as string[] | undefined) ?? []).filter((game) => game !== "deer")
    return [
      { file: page(ROUTES.home), contains: [trackerName, phone] },
      { file: page(ROUTES.tracker(slug)), contains: [trackerName, phone] },
      { file: VCARD_PATHS.tracker(slug), contains: [vcardTel(String(record.phone))] },
      ...counties.map((county) => ({ file: page(ROUTES.county(county)), contains: [trackerName, phone] })),
      ...species.map((game) => ({ file: page(ROUTES.page(`${game}-tracking`)), contains: [trackerName, phone] })),
    ]
  }
  if (folder === "counties") return [{ file: page(ROUTES.county(name)), contains: [String(record.name)] }]
  if (folder === "pages") return [{ file: page(ROUTES.page(name)), contains: [String(record.title)] }]
  if (folder === undefined && name === "site") return [{ file: page(ROUTES.home), contains: [String(record.brandName)] }]
  // Reviews, questions and pictures show on pages whose build already passed the content check.
  return [{ file: page(ROUTES.home), contains: [] }]
}

/** The expectations a built public/ does not meet, one line each. */
export function unmet(publicDir: string, expectations: readonly Expectation[]): string[] {
  return expectations.flatMap(({ file, contains }) => {
    const built = path.join(publicDir, file)
    if (!fs.existsSync(built)) return [`${file} was not built`]
    const text = fs.readFileSync(built, "utf8")
    return contains.filter((wanted) => !text.includes(wanted)).map((wanted) => `${file} does not contain ${JSON.stringify(wanted)}`)
  })
}

if (require.main === module) {
  const files = process.argv.slice(2).filter((file) => file.startsWith("data/"))
  const expectations = files.flatMap((file) => expectationsFor(file))
  const problems = unmet(path.join(ROOT, "public"), expectations)
  for (const problem of problems) console.error(`smoke: ${problem}`)
  console.log(
    `smoke: ${expectations.length - new Set(problems.map((problem) => problem.split(" ")[0])).size} of ${expectations.length} built files as the change says`,
  )
  if (problems.length > 0) process.exitCode = 1
}
