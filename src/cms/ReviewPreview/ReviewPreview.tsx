import React from "react"
import { ReviewCard } from "../../components/ReviewCard/ReviewCard"
import { Container } from "../../components/Container/Container"
import { entryData, numberOf, textOf, type PreviewProps } from "../entry"
import { PreviewFrame } from "../PreviewFrame/PreviewFrame"

/** A review as the card the site shows it in, clamped as on the home page. */
export function ReviewPreview({ entry, document }: PreviewProps) {
  const data = entryData(entry)
  return (
    <PreviewFrame document={document}>
      <Container>
        <ReviewCard
          review={{
            reviewerName: textOf(data.reviewerName),
            rating: numberOf(data.rating),
            date: textOf(data.date),
            dateISO: textOf(data.dateISO),
            text: textOf(data.text),
          }}
        />
      </Container>
    </PreviewFrame>
  )
}
