import React from "react"
import { graphql, useStaticQuery } from "gatsby"
import { HOME_ANCHORS, LEGAL_LINKS, ROUTES, SECTION_LINKS, SERVICE_LINKS } from "../../shared/routes"
import { useSiteSettings } from "../../hooks/useSiteSettings"
import { Icon } from "../icons/Icon"
import { Logo } from "../Logo/Logo"
import { NewTabLink } from "../NewTabLink/NewTabLink"
import { SiteLink } from "../SiteLink/SiteLink"
import { Bottom, BrandBlock, BrandRow, ColumnTitle, Columns, FooterBar, LinkList, PrimaryLink } from "./Footer.styles"
import { FOOTER_LABELS } from "../../copy"

export function Footer() {
  const settings = useSiteSettings()
  const { allCounty } = useStaticQuery<Queries.FooterCountiesQuery>(graphql`
    query FooterCounties {
      allCounty(sort: { order: ASC }) {
        nodes {
          slug
          name
        }
      }
    }
  `)

  return (
    <FooterBar>
      <Columns>
        <BrandBlock>
          <BrandRow>
            <Logo />
            <span>{settings.brandName}</span>
          </BrandRow>
          <p>{settings.tagline}</p>
          <PrimaryLink>
            <SiteLink target={{ label: "See Tracker List", anchor: HOME_ANCHORS.trackers }} />
          </PrimaryLink>
          <LinkList>
            <li>
              <NewTabLink href={settings.socialPageUrl}>
                <Icon name="facebook" size={18} />
                {settings.socialPageName}
              </NewTabLink>
            </li>
          </LinkList>
        </BrandBlock>
        <nav aria-labelledby="footer-sections">
          <ColumnTitle id="footer-sections">{FOOTER_LABELS.sections}</ColumnTitle>
          <LinkList>
            {SECTION_LINKS.map((target) => (
              <li key={target.label}>
                <SiteLink target={target} />
              </li>
            ))}
          </LinkList>
        </nav>
        <nav aria-labelledby="footer-services">
          <ColumnTitle id="footer-services">{FOOTER_LABELS.services}</ColumnTitle>
          <LinkList>
            {SERVICE_LINKS.map((target) => (
              <li key={target.label}>
                <SiteLink target={target} />
              </li>
            ))}
          </LinkList>
        </nav>
        <nav aria-labelledby="footer-counties">
          <ColumnTitle id="footer-counties">{FOOTER_LABELS.counties}</ColumnTitle>
          <LinkList>
            {allCounty.nodes.map((county) => (
              <li key={county.slug}>
                <SiteLink target={{ label: `${county.name} County`, to: ROUTES.county(county.slug) }} />
              </li>
            ))}
          </LinkList>
        </nav>
        <nav aria-labelledby="footer-legal">
          <ColumnTitle id="footer-legal">{FOOTER_LABELS.site}</ColumnTitle>
          <LinkList>
            {LEGAL_LINKS.map((target) => (
              <li key={target.label}>
                <SiteLink target={target} />
              </li>
            ))}
          </LinkList>
        </nav>
      </Columns>
      <Bottom>
        <p>
          © {settings.copyrightYear} {settings.brandName}. {FOOTER_LABELS.independent}
        </p>
      </Bottom>
    </FooterBar>
  )
}
