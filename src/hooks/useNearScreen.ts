import { useEffect, useState, type RefObject } from "react"

/**
 * Becomes true once the element is within a screen's height of the
 * viewport (and stays true): code for something far down the page can wait
 * until the visitor scrolls towards it. Every browser the site is built for
 * has IntersectionObserver; where there is none (jsdom in the unit tests)
 * it stays false, as it is on the server.
 */
export function useNearScreen(element: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const target = element.current
    if (near || !target || typeof IntersectionObserver === "undefined") return undefined
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: "100% 0px" },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [element, near])
  return near
}
