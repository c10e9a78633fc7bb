import React from "react"
import { CurrentPathContext } from "../../hooks/useCurrentPath"
import { GlobalStyle } from "../../styles/GlobalStyle"
import { ErrorBoundary } from "../ErrorBoundary/ErrorBoundary"
import { Footer } from "../Footer/Footer"
import { NavBar } from "../NavBar/NavBar"
import { Main, SkipLink } from "./Layout.styles"

type LayoutProps = { pathname: string; children: React.ReactNode }

/** The shell around every page: skip link, fixed navigation bar, main content, footer. */
export function Layout({ pathname, children }: LayoutProps) {
  return (
    <CurrentPathContext.Provider value={pathname}>
      <GlobalStyle />
      <SkipLink href="#main">Skip to content</SkipLink>
      <NavBar />
      <Main id="main" tabIndex={-1}>
        <ErrorBoundary key={pathname}>{children}</ErrorBoundary>
      </Main>
      <Footer />
    </CurrentPathContext.Provider>
  )
}
