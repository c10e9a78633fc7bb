/**
 * The editor's phone field: an input a phone opens its dial pad for, whose
 * value is the text typed, as in Decap's string widget (the save hook then
 * stores ten digits: __tests__/content-model.test.ts).
 */
import React from "react"
import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { PhoneControl } from "../src/cms/PhoneControl/PhoneControl"

function renderControl(value: string | undefined, ref?: React.Ref<PhoneControl>) {
  const onChange = jest.fn()
  const props = { forID: "phone-field", value, onChange, classNameWrapper: "field", field: undefined as never }
  render(
    <>
      <label htmlFor="phone-field">Phone</label>
      <PhoneControl ref={ref} {...props} />
    </>,
  )
  return onChange
}

describe("PhoneControl", () => {
  it("asks for a phone number: the dial pad, and the phone's own number to fill in", () => {
    renderControl("8105550142")
    const input = screen.getByLabelText("Phone")
    expect(input).toHaveAttribute("type", "tel")
    expect(input).toHaveAttribute("inputmode", "tel")
    expect(input).toHaveAttribute("autocomplete", "tel")
    expect(input).toHaveValue("8105550142")
  })

  it("can be held by a ref, as Decap holds every control to ask whether it is valid before it checks the pattern", () => {
    const ref = React.createRef<PhoneControl>()
    renderControl("555", ref)
    expect(ref.current).toBeInstanceOf(PhoneControl)
  })

  it("shows an empty field for no value, and hands Decap the text as typed", async () => {
    const onChange = renderControl(undefined)
    const input = screen.getByLabelText("Phone")
    expect(input).toHaveValue("")
    await userEvent.type(input, "(")
    expect(onChange).toHaveBeenLastCalledWith("(")
  })
})
