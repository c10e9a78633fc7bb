/**
 * The phone field: Decap's string widget as far as the value goes, with an
 * input that says it takes a phone number, so a phone opens its dial pad
 * and offers its own number. Any common form is accepted: the field's
 * pattern checks it (phone() in src/content/fields.ts) and the save hook
 * stores ten digits (../save-hooks.ts). A class, as Decap's own controls
 * are: Decap asks a control's ref whether it is valid before checking the
 * pattern, and a function component has no ref. Unlike Decap's widget it
 * leaves the caret to the browser (that fix is for rich-text nesting).
 */
import React from "react"
import type { CmsWidgetControlProps } from "decap-cms-core"

/** The widget's name, in the editor's config (../form-fields.ts) and in Decap's registry (../cms.tsx). */
export const PHONE_WIDGET = "phone"

/** What Decap hands every control besides the typed props: the focus styles of its field. */
type PhoneControlProps = CmsWidgetControlProps<string | undefined> & { setActiveStyle?: () => void; setInactiveStyle?: () => void }

export class PhoneControl extends React.Component<PhoneControlProps> {
  render() {
    const { forID, value, onChange, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props
    return (
      <input
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        id={forID}
        className={classNameWrapper}
        value={value ?? ""}
        onChange={(event) => onChange(event.target.value)}
        onFocus={setActiveStyle}
        onBlur={setInactiveStyle}
      />
    )
  }
}
