/** How a page starts is the startup plugin's (plugins/startup), the offline worker the offline plugin's (plugins/offline). */
export { wrapPageElement } from "./src/components/PageWrappers"
