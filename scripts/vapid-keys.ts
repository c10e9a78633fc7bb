/**
 * `npm run vapid-keys`: the site's key pair for hunters' requests (Web Push,
 * docs/deploy.md), printed as the two commands that give it to the Worker:
 * the public key as a variable, the private one as a secret. Made once; a
 * new pair means every tracker's phone turns requests on again.
 */
import { vapidKeys } from "../test-support/vapid-keys"

const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY } = vapidKeys()
console.log(`# The public key: under [vars] in wrangler.toml (and [env.preview.vars]), then commit it:
VAPID_PUBLIC_KEY = "${VAPID_PUBLIC_KEY}"

# The private key, a secret (type it at the prompt; again with --env preview for previews):
npx wrangler secret put VAPID_PRIVATE_KEY
${VAPID_PRIVATE_KEY}`)
