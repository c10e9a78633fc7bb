import fs from "node:fs"
import { chromium } from "@playwright/test"

/**
 * Which Chromium runs the browser tests and the bench: CHROME_PATH, else Debian's
 * /usr/bin/chromium, else Playwright's own download if one is present.
 * Never downloads anything; fails with instructions instead.
 */
export function chromiumExecutable(): string {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"]
  for (const candidate of candidates) {
    if (candidate && fs.existsSync(candidate)) return candidate
  }
  let bundled = ""
  try {
    bundled = chromium.executablePath()
  } catch {
    bundled = ""
  }
  if (bundled && fs.existsSync(bundled)) return bundled
  throw new Error(
    [
      "No Chromium found for the browser tests.",
      "Install Debian's Chromium (`sudo apt-get install -y chromium`, giving /usr/bin/chromium),",
      "or point CHROME_PATH at a Chromium or Chrome binary, e.g. `CHROME_PATH=/path/to/chrome npm test`.",
    ].join("\n"),
  )
}
