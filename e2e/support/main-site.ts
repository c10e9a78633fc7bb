/** The site every browser test shares (e2e/support/serve.ts): its port and where its local status store lives. */
import path from "node:path"

export const MAIN_PORT = Number(process.env.E2E_PORT ?? 9321)
export const MAIN_STATE_DIR = path.resolve(__dirname, "../../.wrangler/e2e-state")
