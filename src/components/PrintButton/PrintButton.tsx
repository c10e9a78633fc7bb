import React, { useEffect, useState } from "react"
import type { ButtonVariant } from "../Button/Button.styles"
import { Icon } from "../icons/Icon"
import { PrintAction } from "./PrintButton.styles"

type PrintButtonProps = { children: React.ReactNode; variant?: ButtonVariant }

/**
 * Opens the browser's print dialog; the print stylesheet turns the page into
 * the one-page roster. Shown only once JavaScript runs, so nobody meets a
 * button that does nothing (the browser's own Print still works); until then
 * it keeps its place invisibly, so a hunter who scrolls before React has
 * taken over does not see the sections below jump (on a phone it wraps onto
 * a line of its own).
 */
export function PrintButton({ children, variant = "ghost" }: PrintButtonProps) {
  const [ready, setReady] = useState(false)
  useEffect(() => setReady(typeof window.print === "function"), [])
  return (
    <PrintAction type="button" $variant={variant} $waiting={!ready} disabled={!ready} onClick={() => window.print()}>
      <Icon name="print" />
      <span>{children}</span>
    </PrintAction>
  )
}
