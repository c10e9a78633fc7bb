import React from "react"
import styled from "styled-components"
import { formatPhone, telHref } from "../../shared/phone"
import { buttonStyles, type ButtonVariant } from "../Button/Button.styles"
import { Icon } from "../icons/Icon"
import { FIELD_LABELS } from "../../copy"

const Link = styled.a<{ $variant?: ButtonVariant; $block?: boolean }>`
  ${buttonStyles}
`

type CallButtonProps = {
  phone: string
  /** Who is called, read by screen readers: "Call Jane Doe, (810) 555-0142". */
  name: string
  label?: string
  variant?: ButtonVariant
  block?: boolean
}

/** A `tel:` link big enough for a gloved thumb, showing the formatted number. */
export function CallButton({ phone, name, label, variant = "primary", block = false }: CallButtonProps) {
  const shown = formatPhone(phone)
  return (
    <Link href={telHref(phone)} $variant={variant} $block={block} data-button="">
      <Icon name="phone" />
      <span>
        {label ?? FIELD_LABELS.call}
        <span className="visually-hidden"> {name},</span> {shown}
      </span>
    </Link>
  )
}
