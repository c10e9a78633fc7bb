import { defineConfig } from "@playwright/test"
import { chromiumExecutable } from "../test-support/browser"
import { MAIN_PORT as PORT } from "./support/main-site"

/** The editor test; see e2e/cms.spec.ts for why it is not part of the normal run. */
const CMS_SPEC = /cms\.spec\.ts$/
/**
 * The editor's side, in its own project, each run once: the editor on a phone against its
 * own decap-server (no rebuild), and the report of a refused change it shows.
 */
const ADMIN_SPEC = /(admin|roster-report|editor-login)\.spec\.ts$/
/** The site in Chromium, WebKit and Gecko through the project's own driver (test-support/engines/), which sets each engine's screen itself. */
const ENGINES_SPEC = /engines\.spec\.ts$/

export default defineConfig({
  testDir: ".",
  outputDir: "../test-results",
  fullyParallel: true,
  // Two on CI's two cores. Three ran 15% faster once, then the next run lost the site's own host midway
  // (Cloudflare's runtime, started by serve.ts, exited) with more of the tests' own runtimes starting at once.
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  // Each test's duration is kept in test-results/e2e-report.json, for finding the slow ones.
  reporter: [["list"], ["json", { outputFile: "../test-results/e2e-report.json" }]],
  timeout: 30_000,
  // Twice Playwright's 5 s for a page to show what it should: on two busy cores, beside WebKit's and Gecko's windows, a slow render is not a fault.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath: chromiumExecutable(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
    // A trace only of a retry: recording one for every test (its snapshots after each action) took a fifth of
    // the browsers' time, and a failure on CI is retried, with its trace. Locally: --trace on.
    trace: "on-first-retry",
    // The built site registers an offline service worker after the first paint; its background download
    // would blur the byte budgets and answer requests in place of the server. Only
    // e2e/offline.spec.ts lets it run.
    serviceWorkers: "block",
  },
  // Projects start in this order: the editor's long group that runs in one worker first, so the phone's short tests even
  // out the two workers; each engine's groups last, once what npm test runs beside the browser tests is done, since
  // their first-screen checks watch the clock.
  projects: [
    { name: "admin", testMatch: ADMIN_SPEC, use: { browserName: "chromium", viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
    {
      name: "phone",
      testIgnore: [CMS_SPEC, ADMIN_SPEC, ENGINES_SPEC],
      use: { browserName: "chromium", viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
    { name: "desktop", testIgnore: [CMS_SPEC, ADMIN_SPEC, ENGINES_SPEC], use: { browserName: "chromium", viewport: { width: 1280, height: 800 } } },
    { name: "engines", testMatch: ENGINES_SPEC, use: { browserName: "chromium" } },
    // Opt-in (`npm run test:cms` sets E2E_CMS): besides its own decap-server and the
    // admin bundle it rebuilds a copy of the site cold (minutes), so the normal
    // run and CI leave it out.
    ...(process.env.E2E_CMS
      ? [
          {
            name: "cms",
            testMatch: CMS_SPEC,
            use: { browserName: "chromium" as const, viewport: { width: 1100, height: 760 }, screenshot: "only-on-failure" as const },
          },
        ]
      : []),
  ],
  // public/ through Cloudflare's local runtime: its generated host rules (headers, CSP, redirects) and the site's functions.
  webServer: {
    cwd: "..",
    command: `npx tsx e2e/support/serve.ts ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    // serve.ts stops the runtime it started on SIGTERM (test-support/platform.ts runs it in its own
    // process group); Playwright's default, a kill, left that runtime serving the port after the run.
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
  },
})
