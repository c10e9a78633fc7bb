// A Gatsby plugin needs an entry point; everything happens in gatsby-node.js.
