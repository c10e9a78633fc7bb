import React from "react"
import { act, fireEvent, render, screen, within } from "@testing-library/react"
import { ShareButtons } from "../src/components/ShareButtons/ShareButtons"
import { TOAST } from "../src/copy"

const PAGE = "https://thumbareadeertrackers.com/"

describe("ShareButtons", () => {
  let writeText: jest.Mock

  beforeEach(() => {
    jest.useFakeTimers()
    writeText = jest.fn().mockResolvedValue(undefined)
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true })
    Object.defineProperty(window, "isSecureContext", { value: true, configurable: true })
  })

  afterEach(() => jest.useRealTimers())

  const renderRow = () => render(<ShareButtons url={PAGE} text="Find a tracker" hashtags={["DeerTracking"]} />)

  it("links to the Facebook and X share pages in a new tab without an opener", () => {
    renderRow()
    const facebook = screen.getByRole("link", { name: /Share on Facebook/ })
    const x = screen.getByRole("link", { name: /Share on X/ })
    expect(facebook).toHaveAttribute("href", `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(PAGE)}`)
    expect(x.getAttribute("href")).toMatch(/^https:\/\/twitter\.com\/intent\/tweet\?url=.+&text=Find%20a%20tracker&hashtags=DeerTracking$/)
    for (const link of [facebook, x]) {
      expect(link).toHaveAttribute("target", "_blank")
      expect(link).toHaveAttribute("rel", "noopener noreferrer")
      expect(link).toHaveAccessibleName(/opens in a new tab/)
    }
  })

  it("copies the page address and says so for five seconds in a live region", async () => {
    renderRow()
    const status = screen.getByRole("status")
    expect(status).toBeEmptyDOMElement()
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Copy link" }))
    })
    expect(writeText).toHaveBeenCalledWith(PAGE)
    expect(within(status).getByText(TOAST.copiedTitle)).toBeInTheDocument()
    expect(within(status).getByText(TOAST.copiedText)).toBeInTheDocument()
    act(() => jest.advanceTimersByTime(TOAST.durationMs - 1))
    expect(status).not.toBeEmptyDOMElement()
    act(() => jest.advanceTimersByTime(1))
    expect(status).toBeEmptyDOMElement()
  })

  it("shows the address to copy by hand when copying fails", async () => {
    writeText.mockRejectedValue(new Error("denied"))
    Object.defineProperty(document, "execCommand", { value: jest.fn().mockReturnValue(false), configurable: true })
    renderRow()
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Copy link" }))
    })
    expect(screen.getByRole("status")).toHaveTextContent(PAGE)
    expect(screen.getByRole("status")).not.toHaveTextContent(TOAST.copiedTitle)
  })
})
