import React from "react"
import { Icon } from "../icons/Icon"
import { Answer, Item, List, Question } from "./FaqList.styles"

export type FaqItemData = {
  question: string
  answer: string
  points?: readonly string[] | null
  after?: string | null
}

/**
 * Questions as native disclosures (`<details>`): keyboard and screen-reader
 * friendly, and every answer opens with JavaScript switched off.
 */
export function FaqList({ items }: { items: readonly FaqItemData[] }) {
  return (
    <List>
      {items.map((item) => (
        <Item key={item.question}>
          <Question>
            <span>{item.question}</span>
            <Icon name="chevron" />
          </Question>
          <Answer>
            <p>{item.answer}</p>
            {item.points && item.points.length > 0 && (
              <ul>
                {item.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            )}
            {item.after && <p>{item.after}</p>}
          </Answer>
        </Item>
      ))}
    </List>
  )
}
