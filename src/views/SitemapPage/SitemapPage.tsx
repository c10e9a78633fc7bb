import React from "react"
import { Container } from "../../components/Container/Container"
import { Icon } from "../../components/icons/Icon"
import { NewTabLink } from "../../components/NewTabLink/NewTabLink"
import { PageHeader } from "../../components/PageHeader/PageHeader"
import { SiteLink } from "../../components/SiteLink/SiteLink"
import { SITEMAP_PAGE } from "./SitemapPage.copy"
import { LEGAL_LINKS, type NavTarget, ROUTES, SECTION_LINKS, SERVICE_LINKS } from "../../shared/routes"
import { useSiteSettings } from "../../hooks/useSiteSettings"
import { Group, Groups } from "./SitemapPage.styles"

type SitemapPageProps = { counties: Queries.SitemapPageQuery["allCounty"]["nodes"] }

function LinkGroup({ id, title, links }: { id: string; title: string; links: readonly NavTarget[] }) {
  return (
    <Group aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul>
        {links.map((target) => (
          <li key={target.label}>
            <SiteLink target={target} />
          </li>
        ))}
      </ul>
    </Group>
  )
}

/**
 * Every page of the site, generated from the route
 * table in src/shared/routes.ts and the county data, so it cannot drift from
 * the navigation and the footer.
 */
export function SitemapPage({ counties }: SitemapPageProps) {
  const settings = useSiteSettings()
  const legal = LEGAL_LINKS.filter((link) => !("to" in link && link.to === ROUTES.sitemap))
  return (
    <Container>
      <PageHeader title={SITEMAP_PAGE.heading} intro={SITEMAP_PAGE.intro} />
      <Groups forwardedAs="div" columns={{ tablet: 2, desktop: 3 }}>
        <LinkGroup id="main-pages" title={SITEMAP_PAGE.mainPages} links={SECTION_LINKS} />
        <LinkGroup id="services" title={SITEMAP_PAGE.services} links={SERVICE_LINKS} />
        <LinkGroup
          id="counties"
          title={SITEMAP_PAGE.counties}
          links={counties.map((county) => ({ label: `${county.name} County`, to: ROUTES.county(county.slug) }))}
        />
        <LinkGroup id="legal" title={SITEMAP_PAGE.legal} links={legal} />
        <Group aria-labelledby="elsewhere">
          <h2 id="elsewhere">{SITEMAP_PAGE.elsewhere}</h2>
          <ul>
            <li>
              <NewTabLink href={settings.socialPageUrl}>
                <Icon name="facebook" size={18} />
                {settings.socialPageName}
              </NewTabLink>
            </li>
          </ul>
        </Group>
      </Groups>
    </Container>
  )
}
