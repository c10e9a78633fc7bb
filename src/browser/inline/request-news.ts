/** At the end of a request's page (it runs no app): shows each tracker's answer as it comes, until the request is handled or ends. */
import { followRequest } from "../request/news"

/** A wait cut short when the signal comes back or the page is on screen again: there may be news. */
const wait = (ms: number) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer)
      window.removeEventListener("online", done)
      document.removeEventListener("visibilitychange", onVisible)
      resolve()
    }
    const onVisible = () => document.visibilityState === "visible" && done()
    const timer = setTimeout(done, ms)
    window.addEventListener("online", done)
    document.addEventListener("visibilitychange", onVisible)
  })

void followRequest({ document, fetch: (input, init) => fetch(input, init), now: () => Date.now(), wait })
