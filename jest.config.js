/**
 * Jest with Gatsby, as Gatsby's unit-testing guide sets it up (babel-jest, gatsby mocked),
 * in three projects: `unit` (components, logic and content, no build needed), `built`
 * (__tests__/built/: what `gatsby build` wrote to public/, read as files) and `functions`
 * (__tests__/functions/: the site's functions in Cloudflare's local runtime, on a real local store).
 */
const shared = {
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/__tests__/setup/preprocess.js" },
  moduleNameMapper: {
    ".+\\.(jpg|jpeg|png|gif|svg|webp|avif)$": "<rootDir>/__mocks__/file-mock.js",
  },
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)"],
  globals: { __PATH_PREFIX__: "" },
  setupFiles: ["<rootDir>/__tests__/setup/loadershim.js"],
  setupFilesAfterEnv: ["<rootDir>/__tests__/setup/jest.setup.ts"],
}

module.exports = {
  projects: [
    {
      ...shared,
      displayName: "unit",
      testEnvironment: "jsdom",
      testPathIgnorePatterns: [
        "node_modules",
        "\\.cache",
        "<rootDir>/public",
        "<rootDir>/e2e",
        "<rootDir>/__tests__/setup",
        "<rootDir>/__tests__/built",
        "<rootDir>/__tests__/functions",
      ],
    },
    {
      ...shared,
      displayName: "built",
      testEnvironment: "node",
      testMatch: ["<rootDir>/__tests__/built/**/*.test.ts"],
    },
    {
      ...shared,
      displayName: "functions",
      testEnvironment: "node",
      testMatch: ["<rootDir>/__tests__/functions/**/*.test.ts"],
      // Each file starts the runtime (a few seconds) and races requests against it.
      setupFilesAfterEnv: [...shared.setupFilesAfterEnv, "<rootDir>/__tests__/setup/functions.setup.ts"],
    },
  ],
}
