import { useEffect, useState } from "react"

/**
 * The reader's clock, in milliseconds, ticking every minute; null on the
 * server and while React takes over the server HTML, so that what hydrates
 * is exactly what was built, and the page moves to the reader's time after.
 */
export function useNow(): number | null {
  const [now, setNow] = useState<number | null>(null)
  useEffect(() => {
    setNow(Date.now())
    const timer = window.setInterval(() => setNow(Date.now()), 60_000)
    return () => window.clearInterval(timer)
  }, [])
  return now
}
