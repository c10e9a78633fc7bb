import React, { useEffect, useState } from "react"
import styled, { css } from "styled-components"
import { buttonStyles, type ButtonVariant } from "../Button/Button.styles"

/**
 * Invisible until its script can run (and so neither focusable nor read
 * out): it keeps its place from the first paint, so nothing below it moves
 * when it appears. With scripting off it takes no room at all.
 */
const Action = styled.button<{ $variant?: ButtonVariant; $block?: boolean; $waiting: boolean }>`
  ${buttonStyles}
  ${({ $waiting }) =>
    $waiting &&
    css`
      visibility: hidden;
    `}

  @media (scripting: none) {
    display: none;
  }
`

type ScriptButtonProps = Omit<React.ButtonHTMLAttributes<HTMLButtonElement>, "type"> & { variant?: ButtonVariant; block?: boolean }

/** A button whose work is done in script: never shown before it can work. */
export function ScriptButton({ variant = "ghost", block = false, disabled, children, ...props }: ScriptButtonProps) {
  const [ready, setReady] = useState(false)
  useEffect(() => setReady(true), [])
  return (
    <Action type="button" $variant={variant} $block={block} $waiting={!ready} disabled={!ready || disabled} {...props}>
      {children}
    </Action>
  )
}
