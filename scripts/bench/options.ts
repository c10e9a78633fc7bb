/** `npm run bench`'s options: which parts to run, how many runs, how many trackers. */

export const PARTS = ["builds", "call", "live", "lighthouse", "roster"] as const
export type Part = (typeof PARTS)[number]

export interface Options {
  parts: Set<Part>
  runs: number
  trackers: number
  port: number
  keep: boolean
}

export const USAGE = `Usage: npm run bench -- [--only ${PARTS.join(",")}] [--runs N] [--trackers N] [--port P] [--keep]`

export function parseArgs(argv: readonly string[]): Options {
  const options: Options = { parts: new Set(PARTS), runs: 5, trackers: 500, port: 9503, keep: false }
  let only: Set<Part> | undefined
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]
    const value = () => {
      const next = Number(argv[++index])
      if (!Number.isInteger(next) || next <= 0) throw new Error(`${arg} needs a positive whole number. ${USAGE}`)
      return next
    }
    if (arg === "--runs") options.runs = value()
    else if (arg === "--trackers") options.trackers = value()
    else if (arg === "--port") options.port = value()
    else if (arg === "--keep") options.keep = true
    else if (arg === "--only") {
      only ??= new Set()
      for (const name of (argv[++index] ?? "").split(",").filter(Boolean)) {
        if (!(PARTS as readonly string[]).includes(name)) throw new Error(`Unknown part ${name}. ${USAGE}`)
        only.add(name as Part)
      }
      if (only.size === 0) throw new Error(`--only needs a part. ${USAGE}`)
    } else throw new Error(`Unknown option ${arg}. ${USAGE}`)
  }
  if (only) options.parts = only
  return options
}
