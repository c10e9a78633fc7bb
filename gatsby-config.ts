import fs from "node:fs"
import { availableParallelism } from "node:os"
import path from "node:path"
import type { CreateWebpackConfigArgs, GatsbyConfig } from "gatsby"
import { NOINDEX_ROUTES } from "./src/shared/routes"
import { ICON_SOURCE, SITE_URL } from "./src/shared/site"
import { browserDefinitions, typeOfFile } from "./src/content/model"
import { IMAGE_JOBS } from "./src/internals/gatsby"
import type { SettingsInput } from "./src/content/types/settings"
import { palettes } from "./src/shared/palettes"

// The web manifest names the site as data/site.json does, so editors rename it in one place.
const settings = JSON.parse(fs.readFileSync(path.join(__dirname, "data", "site.json"), "utf8")) as SettingsInput

// Gatsby resizes images one fewer at a time than it counts cores, keeping one for its main
// process, which only waits while they run: on two cores, one sat idle for the build's
// longest minute. Counting one more core than there are keeps every core resizing
// (src/internals/gatsby.ts, IMAGE_JOBS); a count set in the environment wins.
process.env[IMAGE_JOBS.coreCount] ??= String(availableParallelism() + 1)

const config: GatsbyConfig = {
  siteMetadata: {
    title: "Thumb Area Deer Trackers",
    siteUrl: SITE_URL,
  },
  graphqlTypegen: { generateOnBuild: true, typesOutputPath: "src/gatsby-types.d.ts" },
  trailingSlash: "always",
  // No adapter: public/ is a folder of static files, served by Cloudflare Pages with the site's
  // functions (functions/) beside it (docs/deploy.md).
  plugins: [
    {
      resolve: "gatsby-plugin-styled-components",
      // Component names in class names help while developing; the built site ships without them
      // (shorter classes in every page, less JavaScript), keeping the ids server and browser agree on.
      options: { displayName: process.env.NODE_ENV !== "production", fileName: false },
    },
    {
      // The editor at /admin: gatsby-plugin-decap-cms through a thin local
      // wrapper (see its gatsby-node.js) so public pages ship none of it.
      resolve: `${__dirname}/src/cms/admin-plugin`,
      options: {
        modulePath: `${__dirname}/src/cms/cms.tsx`,
        manualInit: true,
        // Editors sign in with GitHub through the site's own endpoint (src/shared/cms-backend.ts), not Netlify Identity.
        enableIdentityWidget: false,
        htmlTitle: "Edit the tracker roster",
        // No source map for our own admin code either: nobody debugs it on the live site. The
        // previews render the site's views, which read the content model's labels as constants
        // (src/content/labels.ts); this bundle is made from the config before gatsby-node.ts adds them.
        customizeWebpackConfig: (config: { devtool?: string | false; plugins: unknown[] }, { plugins }: Pick<CreateWebpackConfigArgs, "plugins">) => {
          config.devtool = false
          config.plugins.push(plugins.define(browserDefinitions()))
        },
      },
    },
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-plugin-sitemap",
      // The 404 pages are left out by the plugin itself; these ask robots not to index them (the sitemap and legal pages are not what a hunter searches for).
      options: { excludes: [...NOINDEX_ROUTES] },
    },
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: settings.brandName,
        short_name: settings.shortName,
        description: settings.tagline,
        lang: "en",
        start_url: "/",
        display: "standalone",
        background_color: palettes.light.paper,
        theme_color: palettes.light.forestDark,
        // Seo already writes the theme-color meta tag; one is enough.
        theme_color_in_head: false,
        // Every icon and the favicon come from this one logo.
        icon: ICON_SOURCE,
        icon_options: { purpose: "any" },
        // One apple-touch-icon (in Seo) instead of eight links in every page.
        legacy: false,
      },
    },
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "data", path: `${__dirname}/data` },
    },
    {
      resolve: "gatsby-transformer-json",
      // Which GraphQL type a JSON file becomes comes from the content model (src/content/model.ts),
      // which also declares the types themselves, so nothing is inferred.
      options: {
        typeName: ({ node }: { node: { relativeDirectory: string; name: string } }) => typeOfFile(node.relativeDirectory, node.name)?.typeName ?? "UnknownJson",
      },
    },
  ],
}

export default config
