/**
 * `npm run vapid-keys`: the site's key pair for hunters' requests (Web Push,
 * docs/deploy.md), printed beside the commands that give it to the Worker
 * as two secrets. Made once; a new pair means every tracker's phone turns
 * requests on again.
 */
import { vapidKeys } from "../test-support/vapid-keys"

const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY } = vapidKeys()
console.log(`Give the Worker these two secrets (paste each value at wrangler's prompt; again with --env preview for previews):

npx wrangler secret put VAPID_PUBLIC_KEY
${VAPID_PUBLIC_KEY}

npx wrangler secret put VAPID_PRIVATE_KEY
${VAPID_PRIVATE_KEY}`)
