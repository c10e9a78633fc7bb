export { wrapPageElement, wrapRootElement } from "./src/components/PageWrappers"
