import React from "react"
import type { OwnerView } from "../../shared/status/api"
import { dateAndTime } from "../../shared/status/availability"
import { REQUESTS as WORDS } from "./Requests.copy"
import { Changes } from "./StatusScreen.styles"

type RefusedNumbersProps = { numbers: OwnerView["refusedNumbers"] }

/** The owner's list of hunters' numbers a tracker marked "not genuine", refused until a date; nothing while there are none. */
export function RefusedNumbers({ numbers }: RefusedNumbersProps) {
  if (numbers.length === 0) return null
  return (
    <>
      <h2>{WORDS.refusedTitle}</h2>
      <p>{WORDS.refusedIntro}</p>
      <Changes>
        {numbers.map((refused) => (
          <li key={`${refused.phone}-${refused.until}`}>{WORDS.refused(refused.phone, dateAndTime(refused.until), refused.by)}</li>
        ))}
      </Changes>
    </>
  )
}
