/**
 * A proxy on loopback in front of the test site, for what an engine
 * without DevTools cannot do to its own requests: hold one file back,
 * refuse one post as the service does, go offline, and tell when each file
 * was asked for. Each proxy is its own
 * origin (its own port), so a check through it starts with nothing cached
 * and no service worker, in every engine alike.
 */
import http from "node:http"
import type { AddressInfo, Socket } from "node:net"

export interface SiteProxy {
  origin: string
  /** Every request: its path, when it arrived (performance.now()'s clock) and the status it was answered with. */
  readonly requests: readonly ProxiedRequest[]
  /** Lets the held responses go now. */
  release(): void
  /** While offline, every connection is cut at once, as on a phone with no signal. */
  setOffline(offline: boolean): void
  close(): Promise<void>
}

export interface ProxiedRequest {
  path: string
  at: number
  /** Until answered: undefined. */
  status?: number
}

/** The headers that let a browser keep an answer or ask for it again conditionally. */
const CACHING = new Set(["cache-control", "expires", "etag", "last-modified", "age"])

export interface HoldOptions {
  /** Which paths are held. */
  path: RegExp
  /** For how long at most: release() lets them go sooner. */
  ms: number
}

/** The headers without those in CACHING, and a no-store in their place. */
function withoutCaching(rawHeaders: string[]): string[] {
  const kept: string[] = []
  for (let index = 0; index < rawHeaders.length; index += 2) {
    if (!CACHING.has(rawHeaders[index].toLowerCase())) kept.push(rawHeaders[index], rawHeaders[index + 1])
  }
  return [...kept, "Cache-Control", "no-store"]
}

export interface RefuseOptions {
  /** The path whose posts are refused. */
  path: string
  status: number
  /** The JSON the service answers a refusal with. */
  body: unknown
}

export async function startSiteProxy(target: string, { hold, refuse }: { hold?: HoldOptions; refuse?: RefuseOptions } = {}): Promise<SiteProxy> {
  const upstream = new URL(target)
  const requests: ProxiedRequest[] = []
  const sockets = new Set<Socket>()
  let offline = false
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))

  const server = http.createServer((request, response) => {
    const path = request.url ?? "/"
    const record: ProxiedRequest = { path, at: performance.now() }
    requests.push(record)
    if (refuse && request.method === "POST" && path === refuse.path) {
      record.status = refuse.status
      request.resume()
      response.writeHead(refuse.status, { "Content-Type": "application/json", "Cache-Control": "no-store" })
      return response.end(JSON.stringify(refuse.body))
    }
    const forward = (uncached = false) => {
      if (offline) return request.socket.destroy()
      const outgoing = http.request(
        // A connection of its own each time: one kept from an earlier request may have been closed by the
        // runtime meanwhile, and the engine would get an empty answer (a navigation that never arrives).
        { host: upstream.hostname, port: upstream.port, method: request.method, path, headers: request.headers, agent: false },
        (answer) => {
          record.status = answer.statusCode
          response.writeHead(answer.statusCode ?? 502, uncached ? withoutCaching(answer.rawHeaders) : answer.rawHeaders)
          answer.pipe(response)
        },
      )
      outgoing.on("error", (error) => {
        console.warn(`[proxy] ${path}: the site did not answer (${String(error)})`)
        request.socket.destroy()
      })
      request.pipe(outgoing)
    }
    if (!hold?.path.test(path)) return forward()
    let sent = false
    const send = () => {
      if (sent) return
      sent = true
      clearTimeout(timer)
      // Not kept: a page asked for again (WebKit's driver asks twice now and then) has it held again.
      forward(true)
    }
    const timer = setTimeout(send, hold.ms)
    void released.then(send)
  })
  server.on("connection", (socket) => {
    if (offline) return socket.destroy()
    sockets.add(socket)
    socket.once("close", () => sockets.delete(socket))
  })
  // As the test host (../host.ts): no idle connection closed under a browser about to send on it.
  server.keepAliveTimeout = 120_000
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo

  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    release,
    setOffline(value) {
      offline = value
      if (value) for (const socket of sockets) socket.destroy()
    },
    close: () =>
      new Promise<void>((resolve) => {
        release()
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
