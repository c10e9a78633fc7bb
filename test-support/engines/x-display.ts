/**
 * An X server of our own (Xvfb) whose screen can be read at any moment: with
 * `-fbdir` it keeps its framebuffer in a file, and every drawing on the
 * display lands there at once, so reading the file is reading the screen,
 * with no request to the browser and nothing waiting for the page. WebKit's
 * windows always live on one; Gecko's do for the bench.
 */
import { spawn, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"

export interface XDisplay {
  /** For a client's DISPLAY, e.g. ":12". */
  display: string
  /** The framebuffer file (./frames.ts, frameOfXvfb). */
  screenFile: string
  stop(): Promise<void>
}

export const stopProcess = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once("exit", () => resolve())
    child.kill("SIGTERM")
  })

/** A screen of `size`: `-displayfd` has Xvfb pick a free display and say which once it is ready; no pointer drawn. */
export function startXDisplay(size: { width: number; height: number }): Promise<XDisplay> {
  const fbDir = fs.mkdtempSync(path.join(os.tmpdir(), "engines-screen-"))
  const server = spawn(
    "Xvfb",
    ["-displayfd", "3", "-screen", "0", `${size.width}x${size.height}x24`, "-fbdir", fbDir, "-nolisten", "tcp", "-noreset", "-nocursor"],
    { stdio: ["ignore", "ignore", "pipe", "pipe"] },
  )
  const stop = async () => {
    await stopProcess(server)
    fs.rmSync(fbDir, { recursive: true, force: true })
  }
  return new Promise((resolve, reject) => {
    let said = ""
    let log = ""
    server.stderr!.on("data", (chunk: Buffer) => (log += chunk.toString()))
    server.stdio[3]!.on("data", (chunk: Buffer) => {
      said += chunk.toString()
      if (said.includes("\n")) resolve({ display: `:${said.trim()}`, screenFile: path.join(fbDir, "Xvfb_screen0"), stop })
    })
    server.once("exit", (code) => {
      fs.rmSync(fbDir, { recursive: true, force: true })
      reject(new Error(`Xvfb stopped (${code}) before it served: ${log}`))
    })
  })
}
