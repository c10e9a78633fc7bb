/**
 * Production stand-in for Gatsby's internal Partytown plugin's browser file
 * (see src/build/bundle.ts): its only hook, onInitialClientRender, returns at once
 * outside `gatsby develop`, so the production bundle registers no hook.
 */
export {}
