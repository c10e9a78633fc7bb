import "@testing-library/jest-dom"
import { browserDefinitions } from "../../src/content/model"

// What the builds write into the browser code as constants (src/content/labels.ts), as globals here.
for (const [name, code] of Object.entries(browserDefinitions())) Object.assign(globalThis, { [name]: JSON.parse(code) as unknown })
