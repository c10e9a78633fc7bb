/** The page's start in the browser is told in order in src/startup/index.ts. */
export { onClientEntry, onInitialClientRender, onPreRouteUpdate, replaceHydrateFunction } from "./src/startup"
export { wrapPageElement } from "./src/components/PageWrappers"
