/** The words of the status screen (/status/), which only trackers and the owner see. */
import { STATUS_WORDS } from "../../status/availability"
import { UNTIL_LABELS, type UntilChoice } from "../../status/until"

export const STATUS_SCREEN = {
  title: "Your status",
  description: "Where trackers set whether they can take a call, and the site's owner invites them.",
  keywords: ["tracker status", "deer tracking dog", "tracker sign-in"],
  noScript: "This screen needs JavaScript, which signs you in with your phone's passkey. Switch it on in the browser's settings and reload.",
  checking: "Checking who is signed in on this phone…",
  signInIntro: "Trackers sign in here with a passkey: the fingerprint, face or screen lock of their own phone. Nothing to type, nothing to remember.",
  signIn: "Sign in with this phone",
  signingIn: "Waiting for the phone…",
  noPasskey: "No passkey on this phone yet? Ask the site's owner for an invitation link, and open it on this phone.",
  inviteTitle: "Set up sign-in",
  inviteFor: (name: string) => `This link sets up sign-in for ${name} on this phone.`,
  inviteHow: "Tap the button, then confirm with your fingerprint, face or screen lock. From then on this phone signs you in with one tap, for 90 days at a time.",
  setUp: "Set up sign-in on this phone",
  signedInAs: (name: string) => `Signed in as ${name}.`,
  whatHuntersSee: "What hunters see now",
  noStatusYet: "You have not set a status yet, so hunters read “Call to ask”.",
  lapsesAt: (when: string) => `It ends by itself at ${when}; after that hunters read “Call to ask”.`,
  lapsed: "It has ended, so hunters read “Call to ask”. Set a new one below.",
  holds: "It stays until you change it.",
  setIt: "Set your status",
  busyGroup: STATUS_WORDS.busy,
  until: (choice: UntilChoice) => UNTIL_LABELS[choice].replace(/^./, (first) => first.toUpperCase()),
  saving: "Saving…",
  saved: (words: string) => `Saved. Hunters now see “${words}”; open pages pick it up within a minute.`,
  signOut: "Sign out of this phone",
  ownerTitle: "Trackers and sign-ins",
  ownerIntro: "Invite a tracker to set their own status: send them the link, which works once, on one phone, for 7 days. Revoking signs them out of every phone at once.",
  phones: (count: number) => (count === 0 ? "No phone set up" : count === 1 ? "Signs in on 1 phone" : `Signs in on ${count} phones`),
  invite: (name: string) => `Invitation link for ${name}`,
  inviteReady: (name: string, expires: string) => `Send this link to ${name}; it works once, until ${expires}.`,
  textInvite: (name: string) => `Text it to ${name}`,
  inviteMessage: (link: string) => `Set up sign-in for your tracker status on your phone (works once, for 7 days): ${link}`,
  revoke: (name: string) => `Sign ${name} out everywhere`,
  confirmRevoke: (name: string) => `Yes, sign ${name} out of every phone`,
  revoked: (name: string) => `${name} is signed out of every phone. A new invitation lets them back in.`,
  changesTitle: "Changes",
  change: (when: string, who: string, action: string, subject: string, old: string | null, now: string | null) => {
    const what = { status: "set the status of", invite: "sent an invitation for", revoke: "signed out everywhere", "passkey-added": "set up sign-in for" }[action] ?? action
    return `${when}: ${who} ${what} ${subject}${now ? `: ${now}` : ""}${old ? ` (was: ${old})` : ""}`
  },
  noChanges: "No changes yet.",
} as const
