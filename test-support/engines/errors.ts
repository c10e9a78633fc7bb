/**
 * What a page reports as going wrong, collected the same way in every
 * engine: a script each engine runs at the start of every page, before the
 * page's own (WebKit's WebDriver has no console log to read). With
 * scripting off it does not run; the checks then rely on the proxy's record
 * of failed requests.
 */

/** Where the collector keeps what it saw, on the page's window. */
export const ERRORS_GLOBAL = "__engineErrors"

export const COLLECT_ERRORS = `(() => {
  const errors = (window.${ERRORS_GLOBAL} = [])
  const text = (value) => (value instanceof Error ? value.message : typeof value === "object" ? JSON.stringify(value) : String(value))
  addEventListener("error", (event) => {
    const target = event.target
    errors.push(target && target !== window ? "failed to load " + (target.src || target.href || target.tagName) : "script error: " + event.message)
  }, true)
  addEventListener("unhandledrejection", (event) => errors.push("unhandled rejection: " + text(event.reason)))
  document.addEventListener("securitypolicyviolation", (event) => errors.push("CSP: " + event.violatedDirective + " blocked " + (event.blockedURI || "inline")))
  const log = console.error
  console.error = function (...args) {
    errors.push(args.map(text).join(" "))
    return log.apply(this, args)
  }
})()`

/** Reads and empties the collector's list (an empty list with scripting off). */
export const TAKE_ERRORS = `(window.${ERRORS_GLOBAL} || []).splice(0)`
