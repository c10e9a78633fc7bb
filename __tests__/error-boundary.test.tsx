import React from "react"
import { render, screen } from "@testing-library/react"
import { ErrorBoundary } from "../src/components/ErrorBoundary/ErrorBoundary"

function Broken({ error }: { error: unknown }): React.ReactElement {
  throw error
}

describe("ErrorBoundary", () => {
  beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => undefined))
  afterEach(() => jest.restoreAllMocks())

  it("shows 'Unexpected Application Error!' and the message when rendering fails", () => {
    render(
      <ErrorBoundary>
        <Broken error={new Error("The roster could not be read")} />
      </ErrorBoundary>,
    )
    expect(screen.getByRole("heading", { name: "Unexpected Application Error!" })).toBeInTheDocument()
    expect(screen.getByText("The roster could not be read")).toBeInTheDocument()
  })

  it("shows the status and status text of an HTTP-like error", () => {
    render(
      <ErrorBoundary>
        <Broken error={{ status: 503, statusText: "Service Unavailable" }} />
      </ErrorBoundary>,
    )
    expect(screen.getByText("503 Service Unavailable")).toBeInTheDocument()
  })

  it("renders its children when nothing fails", () => {
    render(
      <ErrorBoundary>
        <p>All good</p>
      </ErrorBoundary>,
    )
    expect(screen.getByText("All good")).toBeInTheDocument()
  })

  it("shows a thrown plain value as it is", () => {
    render(
      <ErrorBoundary>
        <Broken error="boom" />
      </ErrorBoundary>,
    )
    expect(screen.getByText("boom")).toBeInTheDocument()
  })
})
