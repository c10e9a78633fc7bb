// A Gatsby plugin needs an entry point; its work is in gatsby-browser.ts and gatsby-ssr.tsx, and its build step in build/.
