import { copyText, facebookShareUrl, xShareUrl } from "../src/components/ShareButtons/share"

const PAGE = "https://thumbareadeertrackers.com/"

describe("share links", () => {
  it("sends Facebook the page address in the u parameter", () => {
    expect(facebookShareUrl(PAGE)).toBe("https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fthumbareadeertrackers.com%2F")
  })

  it("sends X the address, the text and the hashtags", () => {
    const url = new URL(xShareUrl(PAGE, "Wounded a deer? Call a dog.", ["DeerTracking", "Michigan"]))
    expect(url.origin + url.pathname).toBe("https://twitter.com/intent/tweet")
    expect(url.searchParams.get("url")).toBe(PAGE)
    expect(url.searchParams.get("text")).toBe("Wounded a deer? Call a dog.")
    expect(url.searchParams.get("hashtags")).toBe("DeerTracking,Michigan")
  })
})

describe("copyText", () => {
  const original = { clipboard: navigator.clipboard, secure: window.isSecureContext }

  afterEach(() => {
    Object.defineProperty(navigator, "clipboard", { value: original.clipboard, configurable: true })
    Object.defineProperty(window, "isSecureContext", { value: original.secure, configurable: true })
    jest.restoreAllMocks()
  })

  it("uses the Clipboard API where the page may", async () => {
    const writeText = jest.fn().mockResolvedValue(undefined)
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true })
    Object.defineProperty(window, "isSecureContext", { value: true, configurable: true })
    await expect(copyText(PAGE)).resolves.toBe(true)
    expect(writeText).toHaveBeenCalledWith(PAGE)
  })

  it("falls back to the copy command when the Clipboard API refuses", async () => {
    Object.defineProperty(navigator, "clipboard", { value: { writeText: jest.fn().mockRejectedValue(new Error("denied")) }, configurable: true })
    Object.defineProperty(window, "isSecureContext", { value: true, configurable: true })
    const execCommand = jest.fn().mockReturnValue(true)
    Object.defineProperty(document, "execCommand", { value: execCommand, configurable: true })
    await expect(copyText(PAGE)).resolves.toBe(true)
    expect(execCommand).toHaveBeenCalledWith("copy")
    expect(document.querySelector("textarea")).toBeNull()
  })

  it("reports failure when nothing could copy", async () => {
    Object.defineProperty(navigator, "clipboard", { value: undefined, configurable: true })
    Object.defineProperty(document, "execCommand", { value: jest.fn().mockReturnValue(false), configurable: true })
    await expect(copyText(PAGE)).resolves.toBe(false)
  })
})
