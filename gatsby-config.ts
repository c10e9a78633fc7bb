import type { GatsbyConfig } from "gatsby"

const config: GatsbyConfig = {
  siteMetadata: {
    title: "Thumb Area Deer Trackers",
    siteUrl: "https://thumbareadeertrackers.com",
  },
  graphqlTypegen: { generateOnBuild: true, typesOutputPath: "src/gatsby-types.d.ts" },
  trailingSlash: "always",
  plugins: [
    "gatsby-plugin-styled-components",
    {
      // The editor at /admin: gatsby-plugin-decap-cms through a thin local
      // wrapper (see its gatsby-node.js) so public pages ship none of it.
      resolve: `${__dirname}/src/cms/admin-plugin`,
      options: {
        modulePath: `${__dirname}/src/cms/cms.tsx`,
        manualInit: true,
        enableIdentityWidget: false,
        htmlTitle: "Edit the tracker roster",
        // No source map for our own admin code either: nobody debugs it on the live site.
        customizeWebpackConfig: (config: { devtool?: string | false }) => {
          config.devtool = false
        },
      },
    },
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "data", path: `${__dirname}/data` },
    },
    {
      resolve: "gatsby-transformer-json",
      // One GraphQL type per content folder; the types themselves are
      // declared in src/node/schema.ts so nothing is inferred.
      options: { typeName: ({ node }: { node: { relativeDirectory: string; name: string } }) => jsonTypeName(node) },
    },
  ],
}

function jsonTypeName(node: { relativeDirectory: string; name: string }): string {
  const byFolder: Record<string, string> = {
    trackers: "Tracker",
    reviews: "Review",
    counties: "County",
    faq: "FaqSet",
    pages: node.name.endsWith("-tracking") ? "SpeciesPage" : "LegalPage",
  }
  if (node.relativeDirectory === "" && node.name === "site") return "SiteSettings"
  return byFolder[node.relativeDirectory] ?? "UnknownJson"
}

export default config
