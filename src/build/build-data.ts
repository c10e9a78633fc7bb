/**
 * What the build's own code reads from the content: the result of the one
 * node-side query in gatsby-node.ts, typed by GraphQL Typegen from it. Page
 * creation chooses each page's trackers and reviews from it
 * (./create-pages.ts); the steps after the build write the cards, the
 * roster, the structured data and the host's files from it (./post-build/).
 * It spreads the tracker's record (src/shared/tracker.ts); every shape
 * read from it is this type or a `Pick` of it.
 */
export type BuildData = Queries.BuildDataQuery
