import React from "react"
import { graphql, useStaticQuery } from "gatsby"
import { FIELD_LABELS } from "../../copy"
import { useHunterPosition } from "../../hooks/useHunterPosition"
import { smsHref, withShotSite } from "../../shared/sms"
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
 * asked for it (AddLocationButton), with the fix's age at the moment of the
 * tap: a text often gets through on one bar where a call drops.
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
  const fix = position.inTexts ? position.fix : null
  const hrefAt = (now: number) => smsHref(phone, withShotSite(template, fix, now))
  // The fix's age is the one when the text is sent: worked out again on the tap, before the phone opens the link.
  const onTap = (event: React.MouseEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = hrefAt(Date.now())
  }
  return (
    <TextLink href={hrefAt(fix ? Date.now() : 0)} onClick={fix ? onTap : undefined} $variant={variant} $block={block} data-button="">
      <Icon name="message" />
      <span>
        {FIELD_LABELS.text}
        <span className="visually-hidden"> {name}</span>
      </span>
    </TextLink>
  )
}
