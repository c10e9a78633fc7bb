import React from "react"
import { graphql } from "gatsby"
import { CardGrid } from "../../components/CardGrid/CardGrid"
import { Picture } from "../../components/Picture/Picture"
import { Section } from "../../components/Section/Section"
import { ShotTimer } from "../../components/ShotTimer/ShotTimer"
import { HOME_LABELS, HOME_SECTION_TITLES } from "../../copy"
import { HOME_ANCHORS } from "../../shared/routes"
import { Panel, WaitLayout, WaitPanel, WaitTable } from "./HomePage.styles"

type ContactSectionProps = {
  settings: Queries.HomePageFragment
  guide: Queries.WaitGuideImageFragment | null
}

/**
 * How to reach a tracker, what they will ask, and how long to wait. The
 * wait-time guide is a picture for saving and a real table for reading.
 */
export function ContactSection({ settings, guide }: ContactSectionProps) {
  const { home } = settings
  const guideImage = guide?.childImageSharp?.gatsbyImageData
  return (
    <Section id={HOME_ANCHORS.contact} title={HOME_SECTION_TITLES.contact} intro={home.contactIntro}>
      <CardGrid as="div" columns={{ desktop: 2 }}>
        <Panel>
          <h3>{HOME_LABELS.reachTitle}</h3>
          <ol>
            {home.reachSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </Panel>
        <Panel>
          <h3>{HOME_LABELS.readyTitle}</h3>
          <ul>
            {home.readyChecklist.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Panel>
        <WaitPanel>
          <h3 id="wait-times">{HOME_LABELS.waitTitle}</h3>
          <p>{home.waitIntro}</p>
          <WaitLayout>
            <WaitTable aria-labelledby="wait-times">
              <thead>
                <tr>
                  <th scope="col">{HOME_LABELS.waitHit}</th>
                  <th scope="col">{HOME_LABELS.waitTime}</th>
                </tr>
              </thead>
              <tbody>
                {settings.waitTimes.map((row) => (
                  <tr key={row.hit}>
                    <th scope="row">{row.label}</th>
                    <td>
                      <strong>{row.wait}</strong>
                      <span>{row.advice}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </WaitTable>
            {guideImage && (
              <figure>
                <Picture image={guideImage} alt={home.waitGuideAlt} />
                <figcaption>{HOME_LABELS.waitGuideCaption}</figcaption>
              </figure>
            )}
          </WaitLayout>
        </WaitPanel>
        <WaitPanel>
          <ShotTimer rules={settings.waitTimes} />
        </WaitPanel>
      </CardGrid>
    </Section>
  )
}

export const query = graphql`
  # Inside the wait panel (card padding and border, 74 px in all on phones);
  # half the panel beside the table on desktop; at most 640 px wide.
  fragment WaitGuideImage on File {
    childImageSharp {
      gatsbyImageData(
        width: 640
        layout: CONSTRAINED
        sizes: "(min-width: 1200px) 539px, (min-width: 1024px) calc(50vw - 61px), (min-width: 738px) 640px, calc(100vw - 74px)"
        placeholder: DOMINANT_COLOR
        formats: [AUTO, WEBP, AVIF]
      )
    }
  }
`
