/**
 * `tsx e2e/support/serve.ts <port>`: serves public/ with its generated
 * `_headers` and `_redirects` applied, as the host does, for the browser
 * tests (e2e/playwright.config.ts starts it). Every page is then tested
 * under the production Content-Security-Policy and redirects.
 */
import { startStaticHost } from "./static-host"

const port = Number(process.argv[2] ?? 9321)
void startStaticHost(undefined, { port }).then((host) => console.log(`Serving public/ with its host rules at ${host.origin}`))
