import React from "react"
import { Container } from "../../components/Container/Container"
import { SiteLink } from "../../components/SiteLink/SiteLink"
import { LEGAL_LINKS, ROUTES, SECTION_LINKS, SERVICE_LINKS, type NavTarget } from "../../constants"
import { useSiteSettings } from "../../hooks/useSiteSettings"

type SitemapPageProps = { counties: Queries.SitemapPageQuery["allCounty"]["nodes"] }

function LinkGroup({ id, title, links }: { id: string; title: string; links: readonly NavTarget[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul>
        {links.map((target) => (
          <li key={target.label}>
            <SiteLink target={target} />
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Every page of the site, generated from the route table and the county data. */
export function SitemapPage({ counties }: SitemapPageProps) {
  const settings = useSiteSettings()
  return (
    <Container>
      <h1>Sitemap</h1>
      <LinkGroup id="main-pages" title="Main pages" links={[{ label: "Home", to: ROUTES.home }, ...SECTION_LINKS]} />
      <LinkGroup id="services" title="Specialized services" links={SERVICE_LINKS} />
      <LinkGroup
        id="counties"
        title="Counties we serve"
        links={counties.map((county) => ({ label: `${county.name} County`, to: ROUTES.county(county.slug) }))}
      />
      <LinkGroup id="legal" title="Legal" links={LEGAL_LINKS.filter((link) => "to" in link && link.to !== ROUTES.sitemap)} />
      <section aria-labelledby="elsewhere">
        <h2 id="elsewhere">Elsewhere</h2>
        <ul>
          <li>
            <a href={settings.socialPageUrl} target="_blank" rel="noopener noreferrer">
              {settings.socialPageName}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        </ul>
      </section>
    </Container>
  )
}
