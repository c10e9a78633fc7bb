// One Lighthouse run, in plain Node on purpose: under tsx, esbuild wraps
// functions in `__name(...)`, and Lighthouse sends some of its functions into
// the page as source text, where `__name` does not exist ("__name is not
// defined"). So the benchmark (TypeScript, run by tsx) starts this file with
// `node` for each run.
//
// Usage: node lighthouse-worker.mjs <url> <chrome-path> <out.json> [--ignore-status-code]
import fs from "node:fs"
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"

// TOOLCHAIN.md: without the networking flags Chromium keeps trying to reach outside hosts.
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
]

const [url, chromePath, outFile, flag] = process.argv.slice(2)
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: "silent" })
try {
  // No config: Lighthouse's default is the mobile preset with simulated throttling.
  const result = await lighthouse(url, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    ignoreStatusCode: flag === "--ignore-status-code",
  })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  fs.writeFileSync(outFile, JSON.stringify(result.lhr))
} finally {
  await chrome.kill()
}
