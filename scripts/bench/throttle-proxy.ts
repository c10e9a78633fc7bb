/**
 * A slow link on loopback for the engines without DevTools throttling, and
 * for Chromium measured the same way: a TCP proxy giving each connection
 * Regular 2G's figures (250 kbit/s each way, 300 ms round trip). Bytes leave
 * one segment after another at that rate and arrive half a round trip later;
 * a new connection costs a round trip (TCP's handshake) before its first
 * request leaves, unless the link leaves that out as DevTools does. Each
 * connection has the whole bandwidth to itself, where DevTools shares it
 * between a page's requests.
 */
import net from "node:net"
import { REGULAR_2G } from "../../test-support/throttle"

export interface SlowLink {
  /** Bytes per second, each way, per connection. */
  bytesPerSecond: number
  roundTripMs: number
  /** Whether a new connection waits a round trip for TCP's handshake before its first request leaves. */
  handshake: boolean
}

export const REGULAR_2G_LINK: SlowLink = { bytesPerSecond: REGULAR_2G.downloadThroughput, roundTripMs: REGULAR_2G.latency, handshake: true }

/** Regular 2G as DevTools' throttling counts it: a round trip per request, none for opening a connection. */
export const DEVTOOLS_2G_LINK: SlowLink = { ...REGULAR_2G_LINK, handshake: false }

const SEGMENT = 1460

/** Sends what `from` says to `to` at the link's pace, each byte half a round trip late; `readyAt` is when the link may first carry bytes. */
function pace(from: net.Socket, to: net.Socket, link: SlowLink, readyAt: number): void {
  const bytesPerMs = link.bytesPerSecond / 1000
  let free = readyAt
  const later = (at: number, send: () => void) => setTimeout(send, Math.max(0, at - performance.now()))
  from.on("data", (chunk: Buffer) => {
    for (let start = 0; start < chunk.length; start += SEGMENT) {
      const segment = chunk.subarray(start, start + SEGMENT)
      free = Math.max(free, performance.now()) + segment.length / bytesPerMs
      later(free + link.roundTripMs / 2, () => to.writable && to.write(segment))
    }
  })
  from.on("end", () => later(free + link.roundTripMs / 2, () => to.end()))
  from.on("error", () => to.destroy())
}

/** Starts the proxy on a new port in front of `target` (host:port of an HTTP server on loopback). */
export async function startSlowLink(
  target: { host: string; port: number },
  link: SlowLink = REGULAR_2G_LINK,
): Promise<{ origin: string; close: () => Promise<void> }> {
  const sockets = new Set<net.Socket>()
  const server = net.createServer((phone) => {
    const site = net.connect(target.port, target.host)
    for (const socket of [phone, site]) {
      sockets.add(socket)
      socket.once("close", () => sockets.delete(socket))
    }
    const opened = performance.now()
    // The handshake: the phone's first bytes leave a round trip after it asked for the connection.
    pace(phone, site, link, opened + (link.handshake ? link.roundTripMs : 0))
    pace(site, phone, link, opened)
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as net.AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
