import React from "react"
import styled from "styled-components"
import { theme } from "../../styles/theme"
import { ERROR_LABELS } from "../../copy"

const Panel = styled.section`
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: ${theme.space(16)} ${theme.space(4)};

  h1 {
    color: ${theme.colors.danger};
  }

  pre {
    white-space: pre-wrap;
    padding: ${theme.space(4)};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.dangerTint};
  }
`

type ErrorWithStatus = Error & { status?: number; statusText?: string }

/** "404 Not Found" for errors that carry an HTTP status, else the message. */
function describeError(error: unknown): string {
  const candidate = error as Partial<ErrorWithStatus> | null
  if (candidate && typeof candidate.status === "number") {
    return `${candidate.status} ${candidate.statusText ?? candidate.message ?? ""}`.trim()
  }
  if (error instanceof Error) return error.message
  return String(error)
}

type ErrorBoundaryState = { error: unknown }

/** Shows 'Unexpected Application Error!' instead of a blank page when rendering fails. */
export class ErrorBoundary extends React.Component<{ children: React.ReactNode }, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null }

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error: error ?? new Error("Unknown error") }
  }

  componentDidCatch(error: unknown) {
    console.error(ERROR_LABELS.title, error)
  }

  render() {
    if (this.state.error === null) return this.props.children
    return (
      <Panel role="alert">
        <h1>{ERROR_LABELS.title}</h1>
        <pre>{describeError(this.state.error)}</pre>
        <p>
          {ERROR_LABELS.reloadBefore} <a href="/#trackers">{ERROR_LABELS.trackerList}</a> {ERROR_LABELS.reloadAfter}
        </p>
      </Panel>
    )
  }
}
