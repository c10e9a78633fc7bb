import React from "react"
import { graphql } from "gatsby"
import { ExperienceBadge } from "../../components/Badge/Badge"
import { CallButton } from "../../components/CallButton/CallButton"
import { Container } from "../../components/Container/Container"
import { SiteLink } from "../../components/SiteLink/SiteLink"
import { ROUTES } from "../../constants"

type TrackerProfileProps = { tracker: Queries.TrackerProfileFragment }

/** A tracker's profile page body. */
export function TrackerProfile({ tracker }: TrackerProfileProps) {
  return (
    <Container>
      <h1>{tracker.name}</h1>
      <ExperienceBadge isApprentice={tracker.isApprentice} />
      <p>
        Home county:{" "}
        <SiteLink target={{ label: `${tracker.homeCounty.name} County`, to: ROUTES.county(tracker.homeCounty.slug) }} />
      </p>
      <CallButton phone={tracker.phone} name={tracker.name} label="Call Now" />
    </Container>
  )
}

export const query = graphql`
  fragment TrackerProfile on Tracker {
    slug
    name
    phone
    yearsTracking
    certifications
    dog1
    dog2
    experience
    bio
    isApprentice
    homeCounty {
      slug
      name
    }
    image {
      childImageSharp {
        gatsbyImageData(width: 480, height: 480, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP, AVIF])
      }
    }
    gallery {
      alt
      image {
        childImageSharp {
          gatsbyImageData(width: 640, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP, AVIF])
        }
      }
    }
    reviews {
      slug
      reviewerName
      rating
      date
      dateISO
      text
    }
  }
`
