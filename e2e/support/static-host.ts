/**
 * A tiny static host for the tests: serves public/ the way Netlify and
 * similar hosts do with the generated `_headers` and `_redirects` (rules
 * matched top to bottom, a header two rules set sent once with the values
 * joined by a comma, redirects shadowed by existing files, folders get a
 * trailing slash, unknown paths get 404.html with status 404), so the tests
 * see the headers and redirects a visitor would. Like those hosts it gzips
 * text and answers a request that names the file's current ETag with 304,
 * so a throttled test downloads what a phone would.
 */
import { createHash } from "node:crypto"
import fs from "node:fs"
import http from "node:http"
import type { AddressInfo } from "node:net"
import path from "node:path"
import zlib from "node:zlib"
import { joinedHeaders, parseHeadersFile, type HeaderRule } from "../../src/node/deploy/headers"
import { parseRedirectsFile, redirectFor, type RedirectRule } from "../../src/node/deploy/redirects"
import { PUBLIC_DIR } from "./weight"

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "application/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".xml": "application/xml",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".map": "application/json",
}

const COMPRESSED = /^(?:text\/|application\/(?:javascript|json|manifest\+json|xml)|image\/svg)/

export interface HostOptions {
  /** Paths the host answers with 500 instead of the file (a download that fails). */
  failing?: (requestPath: string) => boolean
  /** Called with the path of each request, as it arrives. */
  onRequest?: (requestPath: string) => void
  /** The port to listen on; any free one when absent. */
  port?: number
}

export interface StaticHost {
  origin: string
  headerRules: HeaderRule[]
  redirectRules: RedirectRule[]
  close: () => Promise<void>
}

export function readRules(root = PUBLIC_DIR): { headerRules: HeaderRule[]; redirectRules: RedirectRule[] } {
  return {
    headerRules: parseHeadersFile(fs.readFileSync(path.join(root, "_headers"), "utf8")),
    redirectRules: parseRedirectsFile(fs.readFileSync(path.join(root, "_redirects"), "utf8")),
  }
}

/** Serves `root` (public/, or a copy of it standing in for a later deploy). */
export async function startStaticHost(root = PUBLIC_DIR, { failing = () => false, onRequest, port: wanted = 0 }: HostOptions = {}): Promise<StaticHost> {
  const { headerRules, redirectRules } = readRules(root)
  const existingFile = (file: string): string | null =>
    file.startsWith(root) && fs.existsSync(file) && fs.statSync(file).isFile() ? file : null
  const server = http.createServer((request, response) => {
    const requestPath = decodeURIComponent(new URL(request.url ?? "/", "http://host").pathname)
    onRequest?.(requestPath)
    const send = (status: number, file: string | null, extra: Record<string, string> = {}) => {
      // Hosts apply header rules to every answer, redirects and 404s included; a Content-Type a rule sets wins.
      const headers: Record<string, string> = { ...joinedHeaders(headerRules, requestPath), ...extra }
      if (!file) {
        response.writeHead(status, headers)
        return response.end()
      }
      headers["content-type"] ??= TYPES[path.extname(file)] ?? "application/octet-stream"
      const content = fs.readFileSync(file)
      const etag = `"${createHash("sha1").update(content).digest("hex")}"`
      if (status === 200 && request.headers["if-none-match"] === etag) {
        response.writeHead(304, { ...headers, etag })
        return response.end()
      }
      const gzip = COMPRESSED.test(headers["content-type"]) && /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""))
      const body = gzip ? zlib.gzipSync(content) : content
      response.writeHead(status, { ...headers, etag, ...(gzip ? { "content-encoding": "gzip", vary: "Accept-Encoding" } : {}), "content-length": String(body.length) })
      response.end(request.method === "HEAD" ? undefined : body)
    }
    if (failing(requestPath)) {
      response.writeHead(500, joinedHeaders(headerRules, requestPath))
      return response.end()
    }
    const asFile = existingFile(path.join(root, requestPath.endsWith("/") ? `${requestPath}index.html` : requestPath))
    if (asFile) return send(200, asFile)
    const redirect = redirectFor(redirectRules, requestPath)
    if (redirect) return send(redirect.status, null, { Location: redirect.to })
    if (!requestPath.endsWith("/") && existingFile(path.join(root, requestPath, "index.html"))) {
      return send(301, null, { Location: `${requestPath}/` })
    }
    return send(404, path.join(root, "404.html"))
  })
  await new Promise<void>((resolve) => server.listen(wanted, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    headerRules,
    redirectRules,
    // Drops open keep-alive connections too, so a closed host is really unreachable; closing twice is harmless.
    close: () =>
      new Promise((resolve) => {
        if (!server.listening) return resolve()
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
