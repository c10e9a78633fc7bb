import React, { Suspense } from "react"
import { CurrentPathContext } from "../../hooks/useCurrentPath"
import { GlobalStyle } from "../../styles/GlobalStyle"
import { ErrorBoundary } from "../ErrorBoundary/ErrorBoundary"
import { Footer } from "../Footer/Footer"
import { NavBar } from "../NavBar/NavBar"
import { Main, SkipLink } from "./Layout.styles"
import { COMMON_LABELS } from "../../copy"

type LayoutProps = {
  pathname: string
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
 */
export function Layout({ pathname, children }: LayoutProps) {
  return (
    <CurrentPathContext.Provider value={pathname}>
      <GlobalStyle />
      <SkipLink href="#main">{COMMON_LABELS.skipToContent}</SkipLink>
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
