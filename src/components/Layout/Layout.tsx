import React, { Suspense, useEffect, useRef } from "react"
import { CurrentPathContext } from "../../hooks/useCurrentPath"
import { GlobalStyle } from "../../styles/GlobalStyle"
import { syncSavedCopyNote } from "../../utils/saved-copy"
import { ErrorBoundary } from "../ErrorBoundary/ErrorBoundary"
import { Footer } from "../Footer/Footer"
import { NavBar } from "../NavBar/NavBar"
import { Main, SkipLink } from "./Layout.styles"

type LayoutProps = {
  pathname: string
  /** Set by the offline service worker on page data it served from its stored copy: the copy's date (ISO 8601). */
  savedCopy?: string
  children: React.ReactNode
}

/**
 * The shell around every page: skip link, fixed navigation bar, main content, footer.
 *
 * The page and the footer each sit in a Suspense boundary (nothing in them
 * suspends, so it never shows a fallback). In the browser React hydrates the
 * server-rendered content of such a boundary after the shell, at low
 * priority and in slices of a few milliseconds, instead of in one long task
 * that blocks the main thread; a click inside it hydrates it at once.
 *
 * A page whose page data was the phone's stored copy gets the "Saved copy"
 * note above the navigation's content, outside React's root, as the worker
 * writes it into stored HTML (src/utils/saved-copy.ts).
 */
export function Layout({ pathname, savedCopy, children }: LayoutProps) {
  const firstRender = useRef(true)
  useEffect(() => {
    syncSavedCopyNote(savedCopy, window.location.pathname + window.location.search, firstRender.current)
    firstRender.current = false
  }, [pathname, savedCopy])
  return (
    <CurrentPathContext.Provider value={pathname}>
      <GlobalStyle />
      <SkipLink href="#main">Skip to content</SkipLink>
      <NavBar />
      <Main id="main" tabIndex={-1}>
        <ErrorBoundary key={pathname}>
          <Suspense fallback={null}>{children}</Suspense>
        </ErrorBoundary>
      </Main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </CurrentPathContext.Provider>
  )
}
