import React from "react"
import type { ButtonVariant } from "../Button/Button.styles"
import { Icon } from "../icons/Icon"
import { ScriptButton } from "../ScriptButton/ScriptButton"

type PrintButtonProps = { children: React.ReactNode; variant?: ButtonVariant }

/**
 * Opens the browser's print dialog; the print stylesheet turns the page into
 * the one-page roster. Shown only once JavaScript runs, so nobody meets a
 * button that does nothing (the browser's own Print still works).
 */
export function PrintButton({ children, variant = "ghost" }: PrintButtonProps) {
  return (
    <ScriptButton variant={variant} onClick={() => window.print()}>
      <Icon name="print" />
      <span>{children}</span>
    </ScriptButton>
  )
}
