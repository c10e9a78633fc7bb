import React from "react"
import { render, type RenderOptions, type RenderResult } from "@testing-library/react"
import { ThemeProvider } from "styled-components"
import { theme } from "../../src/styles/theme"

/** Renders inside the site's theme, as wrapRootElement does on the site. */
export function renderWithTheme(ui: React.ReactElement, options?: RenderOptions): RenderResult {
  return render(ui, { wrapper: ({ children }) => <ThemeProvider theme={theme}>{children}</ThemeProvider>, ...options })
}
