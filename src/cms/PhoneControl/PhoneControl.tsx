/**
 * The phone field: Decap's string widget as far as the value goes (text,
 * empty as ""), with an input that says it takes a phone number, so a
 * phone opens its dial pad rather than the letter keyboard, and offers the
 * phone's own number to fill in. The number is typed in any common form;
 * the field's pattern checks it (src/content/fields.ts, phone()) and the
 * save hook stores its ten digits (../save-hooks.ts).
 *
 * A class, as Decap's own controls are: Decap holds every control by a ref
 * and asks it whether it is valid before checking the field's pattern, and
 * a function component has no ref, which leaves the pattern unchecked.
 * Decap's string widget also puts the caret back after each change, for
 * fields nested in its rich-text editor; a phone field is never nested
 * there, so this one leaves the caret to the browser.
 */
import React from "react"
import type { CmsWidgetControlProps } from "decap-cms-core"

/** The widget's name, in the editor's config (../fields.ts) and in Decap's registry (../cms.tsx). */
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
