import React from "react"
import { CallButton } from "../../components/CallButton/CallButton"
import { Container } from "../../components/Container/Container"
import { Section } from "../../components/Section/Section"
import { HOME_ANCHORS } from "../../constants"
import { useSiteSettings } from "../../hooks/useSiteSettings"

type HomePageProps = { trackers: Queries.IndexPageQuery["allTracker"]["nodes"] }

/** The home page: every section in SPEC order. */
export function HomePage({ trackers }: HomePageProps) {
  const settings = useSiteSettings()
  return (
    <>
      <section id={HOME_ANCHORS.home}>
        <Container>
          <h1>{settings.brandName}</h1>
          <p>{settings.tagline}</p>
        </Container>
      </section>
      <Section id={HOME_ANCHORS.trackers} title="Our Trackers">
        <ul>
          {trackers.map((tracker) => (
            <li key={tracker.slug}>
              {tracker.name}, {tracker.homeCounty.name} County <CallButton phone={tracker.phone} name={tracker.name} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id={HOME_ANCHORS.serviceArea} title="Service Area">
        <p>Eight counties in Michigan&apos;s Thumb.</p>
      </Section>
      <Section id={HOME_ANCHORS.about} title="About">
        <p>Independent trackers with trained dogs.</p>
      </Section>
      <Section id={HOME_ANCHORS.facebook} title="Facebook">
        <p>{settings.socialPageName}</p>
      </Section>
      <Section id={HOME_ANCHORS.contact} title="Contact">
        <p>Call a tracker directly.</p>
      </Section>
      <Section id={HOME_ANCHORS.faq} title="FAQ">
        <p>Questions hunters ask.</p>
      </Section>
      <Section id={HOME_ANCHORS.apply} title="Apply to Join">
        <p>Certified trackers may apply.</p>
      </Section>
    </>
  )
}
