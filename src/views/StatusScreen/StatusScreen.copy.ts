/** The words of the status screen (/status/), which only trackers and the owner see. */
import { DEPLOY_ID, OWNER_ID, type ChangeEntry, type Ended, type LiveStatus } from "../../shared/status/api"
import { formatPhone } from "../../shared/phone"
import { dateAndTime, STATUS_WORDS, statusWords } from "../../shared/status/availability"
import { UNTIL_LABELS, type UntilChoice } from "../../shared/status/until"

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`
const statusText = (status: LiveStatus) => `${statusWords(status, null)} (set ${dateAndTime(status.updatedAt)})`
const endedText = (ended: Ended) =>
  [
    plural(ended.passkeys, "phone", "phones"),
    plural(ended.sessions, "session", "sessions"),
    plural(ended.invitations, "open invitation", "open invitations"),
    ended.status ? `status: ${statusText(ended.status)}` : null,
  ]
    .filter(Boolean)
    .join(", ")

/** Who did a change, or whom it concerns: a tracker by their page name; the owner and a deploy in words. */
const nameOf = (id: string) => (id === OWNER_ID ? "the owner" : id === DEPLOY_ID ? "a deploy" : id)

/** What a change did, after who did it: "set the status of ron-vanderkolk: Available (was: …)". */
function changeWords(change: ChangeEntry): string {
  switch (change.action) {
    case "status":
      return `set the status of ${nameOf(change.subject)}: ${statusText(change.new)}${change.old ? ` (was: ${statusText(change.old)})` : ""}`
    case "invite":
      return `sent an invitation for ${nameOf(change.subject)}, good until ${dateAndTime(change.new.expiresAt)}`
    case "withdraw":
      return `withdrew the invitation of ${nameOf(change.subject)} (${endedText(change.old)})`
    case "revoke":
      return `signed ${nameOf(change.subject)} out everywhere (ended: ${endedText(change.old)})`
    case "off-roster":
      return `took ${nameOf(change.subject)} off the roster (ended: ${endedText(change.old)})`
    case "not-genuine":
      return `marked a hunter's request not genuine: ${change.new.number ? formatPhone(change.new.number) : "the number"} is refused until ${dateAndTime(change.new.until)}`
    case "phone-revoked":
      return `forgot the owner's ${change.old.phone} (ended: ${plural(change.old.sessions, "session", "sessions")})`
    case "passkey-added":
      return `set up sign-in for ${nameOf(change.subject)}`
    case "sign-in":
      return "signed in"
    case "sign-out":
      return "signed out"
  }
}

export const STATUS_SCREEN = {
  title: "Your status",
  description: "Where trackers set whether they can take a call, and the site's owner invites them.",
  keywords: ["tracker status", "deer tracking dog", "tracker sign-in"],
  noScript:
    "Setting your status needs JavaScript: it signs you in with your phone's passkey. Switch JavaScript on in your browser's settings and reload this page. Until then hunters see your last status, with the time you set it.",
  noScriptOwner: "To reach the site's owner (for an invitation link, or to have your sign-in ended):",
  checking: "Checking who is signed in on this phone…",
  purpose: "Set here whether you can take a call: hunters see it on every page within a minute, and it ends by itself.",
  signInIntro: "Trackers sign in here with a passkey: the fingerprint, face or screen lock of their own phone. Nothing to type, nothing to remember.",
  signIn: "Sign in with this phone",
  signingIn: "Waiting for the phone…",
  noPasskey: "No passkey on this phone yet? Ask the site's owner for an invitation link, and open it on this phone.",
  inviteTitle: "Set up sign-in",
  inviteFor: (name: string) => `This link sets up sign-in for ${name} on this phone.`,
  inviteHow:
    "Tap the button, then confirm with your fingerprint, face or screen lock. From then on this phone signs you in with one tap, for 90 days at a time.",
  setUp: "Set up sign-in on this phone",
  signedInAs: (name: string) => `Signed in as ${name}.`,
  whatHuntersSee: "What hunters see now",
  builtOnly: (when: string) => `You have not set a status here yet: hunters see the one the site was last built with, from ${when}.`,
  lapsesAt: (when: string) => `It ends by itself at ${when}; after that hunters read “Call to ask”.`,
  lapsed: "It has ended, so hunters read “Call to ask”. Set a new one below.",
  holds: "It stays until you set one here.",
  overtaken: (phone: string, when: string) => `Changed on your ${phone} at ${when}: this is what hunters see now.`,
  setIt: "Set your status",
  busyGroup: STATUS_WORDS.busy,
  until: (choice: UntilChoice) => UNTIL_LABELS[choice].replace(/^./, (first) => first.toUpperCase()),
  saving: "Saving…",
  saved: (words: string) => `Saved. Hunters now see “${words}”; open pages pick it up within a minute.`,
  signOut: "Sign out of this phone",
  ownerTitle: "Trackers and sign-ins",
  ownerIntro:
    "Invite a tracker to set their own status: send them the link, which works once, on one phone, for 7 days. Signing a tracker out ends every phone's sign-in and any open invitation at once, and takes their live status off the pages.",
  phones: (names: readonly string[]) =>
    names.length === 0 ? "No phone set up" : `Signs in on ${plural(names.length, "phone", "phones")}: ${names.join(", ")}`,
  invitationOpen: (until: string) => `An invitation is open until ${until}.`,
  invite: (name: string) => `Invitation link for ${name}`,
  inviteReady: (name: string, expires: string) => `Send this link to ${name}; it works once, until ${expires}.`,
  textInvite: (name: string) => `Text it to ${name}`,
  inviteMessage: (link: string) => `Set up sign-in for your tracker status on your phone (works once, for 7 days): ${link}`,
  revoke: (name: string) => `Sign ${name} out everywhere`,
  confirmRevoke: (name: string) => `Yes, sign ${name} out of every phone`,
  revoked: (name: string) => `${name} is signed out of every phone. A new invitation lets them back in.`,
  withdraw: (name: string) => `Withdraw the invitation for ${name}`,
  confirmWithdraw: (name: string) => `Yes, withdraw the invitation for ${name}`,
  withdrawn: (name: string) => `The invitation for ${name} is withdrawn: the link no longer works.`,
  departedTitle: "No longer on the roster",
  departedIntro:
    "A deploy took these trackers off the roster: their live status and every sign-in ended then. Their phones can still sign in again if they come back; sign them out to forget the phones too.",
  ownPhonesTitle: "Your phones",
  ownPhonesIntro:
    "These phones sign in as the site's owner. Forget one that is lost or stolen: it loses the owner's rights at once. If you lose every one, docs/deploy.md says how to start again.",
  ownPhone: (name: string, added: string, sessions: number, inUse: boolean) =>
    `${name}, set up ${added}: ${plural(sessions, "sign-in", "sign-ins")} open${inUse ? " (this phone)" : ""}`,
  forget: (name: string) => `Forget ${name}`,
  confirmForget: (name: string) => `Yes, forget ${name}`,
  forgotten: (name: string) => `${name} no longer signs in as the owner.`,
  addOwnPhone: "Invitation link for another phone of yours",
  ownInviteReady: (expires: string) => `Open this link on your other phone; it works once, until ${expires}.`,
  changesTitle: "Changes",
  change: (change: ChangeEntry) => `${dateAndTime(change.at)}: ${nameOf(change.who)}${change.phone ? ` (${change.phone})` : ""} ${changeWords(change)}`,
  olderChanges: "Show older changes",
  noChanges: "No changes yet.",
} as const
