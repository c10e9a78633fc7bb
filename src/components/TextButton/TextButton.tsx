import React from "react"
import { graphql, useStaticQuery } from "gatsby"
import { FIELD_LABELS } from "../../copy"
import { useHunterPosition } from "../../hooks/useHunterPosition"
import { smsHref, withShotSite } from "../../utils/sms"
import type { ButtonVariant } from "../Button/Button.styles"
import { Icon } from "../icons/Icon"
import { TextLink } from "./TextButton.styles"

type TextButtonProps = {
  phone: string
  /** Who is texted, read by screen readers: "Text Jane Doe". */
  name: string
  variant?: ButtonVariant
  block?: boolean
}

/**
 * An `sms:` link with the details a tracker asks for already typed out
 * (data/site.json `textTemplate`), and the shot site once the hunter has
 * asked for it (AddLocationButton): a text often gets through on one bar
 * where a call drops.
 */
export function TextButton({ phone, name, variant = "ghost", block = false }: TextButtonProps) {
  const data = useStaticQuery<Queries.TextTemplateQuery>(graphql`
    query TextTemplate {
      siteSettings {
        textTemplate
      }
    }
  `)
  const position = useHunterPosition()
  const template = data?.siteSettings?.textTemplate ?? ""
  const body = withShotSite(template, position.inTexts ? position.point : null)
  return (
    <TextLink href={smsHref(phone, body)} $variant={variant} $block={block} data-button="">
      <Icon name="message" />
      <span>
        {FIELD_LABELS.text}
        <span className="visually-hidden"> {name}</span>
      </span>
    </TextLink>
  )
}
