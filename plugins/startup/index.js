// A Gatsby plugin needs an entry point; its work is in gatsby-browser.ts, gatsby-ssr.tsx and gatsby-node.ts.
