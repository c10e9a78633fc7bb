/**
 * A phone talking to the site's functions as the status screen does: its
 * own cookies (the session, a sign-in challenge), its own passkeys, the
 * site's Origin on every write, and its own address (a loopback address
 * of its own, 127.0.x.y), so the service counts it as one visitor, as it
 * would a phone on its own connection. `send` is the raw request, for
 * refusals.
 */
import { execFileSync } from "node:child_process"
import path from "node:path"
import { Agent, fetch as fetchFrom } from "undici"
import type { Me } from "../src/shared/status/api"
import { STATUS_API } from "../src/shared/status/api"
import { SoftPasskey } from "./authenticator"
import { IPHONE } from "./user-agents"

export interface Answer<T = Record<string, unknown>> {
  status: number
  body: T
  headers: Headers
}

export { ANDROID, IPHONE } from "./user-agents"

let addressesGiven = 0

/** A loopback address no other phone of this process has (Linux routes all of 127.0.0.0/8 to the machine itself). */
export function newLoopbackAddress(): string {
  addressesGiven += 1
  return `127.0.${Math.floor(addressesGiven / 250) % 250}.${(addressesGiven % 250) + 2}`
}

const ROOT = path.resolve(__dirname, "..")

/** How `wrangler dev`'s proxy answers a request the Worker's reload cut off. */
const DEV_RELOAD_ANSWER = "Your worker restarted mid-request."

export class Phone {
  readonly cookies = new Map<string, string>()
  passkey: SoftPasskey | null = null
  /** Where this phone's requests come from. */
  readonly address: string
  private readonly connection: Agent

  constructor(
    readonly origin: string,
    readonly userAgent = IPHONE,
    address = newLoopbackAddress(),
  ) {
    this.address = address
    // An idle connection is dropped after a second, well before the runtime's own five: a request is never sent on
    // one the runtime is closing at that moment ("other side closed").
    this.connection = new Agent({ localAddress: address, keepAliveTimeout: 1000, keepAliveMaxTimeout: 1000 })
  }

  async send<T = Record<string, unknown>>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer<T>> {
    const response = await this.request(
      method,
      path,
      {
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        ...headers,
      },
      body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    )
    const text = await response.text()
    try {
      return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : {}) as T }
    } catch {
      throw new Error(`${method} ${path} answered ${response.status} with what is not JSON: ${text.slice(0, 300)}`)
    }
  }

  /** A page as a browser with scripting off asks for it: a GET, or a plain form's post; a redirect is answered, not followed. */
  async browse(path: string, form?: Record<string, string | readonly string[]>): Promise<Answer<string>> {
    const fields = form && new URLSearchParams(Object.entries(form).flatMap(([name, value]) => [value].flat().map((one) => [name, one])))
    const response = await this.request(form ? "POST" : "GET", path, form ? { "Content-Type": "application/x-www-form-urlencoded" } : {}, fields?.toString())
    return { status: response.status, headers: response.headers, body: await response.text() }
  }

  /** A request from this phone: its address, User-Agent, cookies (kept from the answer), and the site's Origin on a write. */
  private async request(method: string, path: string, headers: Record<string, string>, body: string | undefined): Promise<Response> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ")
    const response = await fetchFrom(new URL(path, this.origin), {
      dispatcher: this.connection,
      method,
      redirect: "manual",
      headers: {
        "User-Agent": this.userAgent,
        ...(cookie ? { Cookie: cookie } : {}),
        ...(method === "GET" ? {} : { Origin: this.origin }),
        ...headers,
      },
      body,
    })
    // wrangler dev's proxy says this when it reloads the Worker under a request (the platform never does): the
    // request did not finish, so it goes again, as the proxy itself resends a GET.
    if (response.status === 503 && (await response.clone().text()).startsWith(DEV_RELOAD_ANSWER)) return this.request(method, path, headers, body)
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";")
      const [name, ...value] = pair.split("=")
      if (/Max-Age=0/i.test(line)) this.cookies.delete(name)
      else this.cookies.set(name, value.join("="))
    }
    // undici's Response is the platform's own class, under a type of undici's.
    return response as unknown as Response
  }

  /** Opens an invitation link's secret and makes this phone's passkey with it; the answer to the last step. */
  async setUp(invite: string, passkey = new SoftPasskey()): Promise<Answer<Me & { error?: string }>> {
    const options = await this.send<{ options: Parameters<SoftPasskey["create"]>[0]; error?: string }>("POST", STATUS_API.passkey.registerOptions, { invite })
    if (options.status !== 200) return options as unknown as Answer<Me & { error?: string }>
    this.passkey = passkey
    return this.send("POST", STATUS_API.passkey.register, { invite, response: passkey.create(options.body.options, this.origin) })
  }

  /** A signed sign-in answer, ready to send (and, for a replay, to send again). */
  async signInAnswer(headers: Record<string, string> = {}): Promise<{ response: ReturnType<SoftPasskey["get"]> }> {
    if (!this.passkey) throw new Error("This phone has no passkey.")
    const options = await this.send<{ options: Parameters<SoftPasskey["get"]>[0] }>("POST", STATUS_API.passkey.signInOptions, {}, headers)
    return { response: this.passkey.get(options.body.options, this.origin) }
  }

  /** Signs in with this phone's passkey; `headers` go with both requests (a test's clock). */
  async signIn(headers: Record<string, string> = {}): Promise<Answer<Me & { error?: string }>> {
    return this.send("POST", STATUS_API.passkey.signIn, await this.signInAnswer(headers), headers)
  }
}

/** The secret an invitation link carries after `#invite=`. */
export const inviteOf = (link: string) => new URL(link).hash.replace("#invite=", "")

/** The owner's phone, signed in from `npm run owner-invite`'s link for a local store (`stateDir`) behind `origin`. */
export async function ownerPhone(origin: string, stateDir: string): Promise<Phone> {
  const link = execFileSync("npx", ["tsx", "scripts/owner-invite.ts", "--local", stateDir, "--origin", origin], { cwd: ROOT, encoding: "utf8" }).trim()
  const phone = new Phone(origin)
  const answer = await phone.setUp(inviteOf(link))
  if (answer.status !== 200) throw new Error(`The owner's invitation did not sign in: ${answer.status} ${JSON.stringify(answer.body)}`)
  return phone
}

/** A new phone of a tracker, set up from the owner's invitation (and so signed in). */
export async function invitedPhone(owner: Phone, slug: string, userAgent?: string): Promise<Phone> {
  const invitation = await owner.send<{ link: string }>("POST", STATUS_API.owner.invite, { tracker: slug })
  if (invitation.status !== 200) throw new Error(`The owner could not invite ${slug}: ${invitation.status}`)
  const phone = new Phone(owner.origin, userAgent)
  const answer = await phone.setUp(inviteOf(invitation.body.link))
  if (answer.status !== 200) throw new Error(`${slug}'s phone was not set up: ${answer.status} ${JSON.stringify(answer.body)}`)
  return phone
}
