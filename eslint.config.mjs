import js from "@eslint/js"
import tseslint from "typescript-eslint"
import react from "eslint-plugin-react"
import reactHooks from "eslint-plugin-react-hooks"
import jsxA11y from "eslint-plugin-jsx-a11y"
import globals from "globals"

export default tseslint.config(
  {
    ignores: [
      ".scratch/",
      ".wrangler/",
      "public/",
      ".cache/",
      "node_modules/",
      "src/gatsby-types.d.ts",
      "static/",
      "test-results/",
      "playwright-report/",
      "bench-results/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node, Queries: "readonly" } },
    settings: { react: { version: "19.3" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      "react/prop-types": "off",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    // Words on screen live in the copy modules (src/copy.ts, each view's *.copy.ts, src/cms/phrases.ts), not in JSX.
    files: ["src/**/*.tsx"],
    rules: { "react/jsx-no-literals": ["error", { noStrings: false, ignoreProps: true, allowedStrings: [":", ",", ".", "·", "©", "—", "(", ")"] }] },
  },
  {
    // The site's functions run on Cloudflare's runtime: its globals, not a browser's.
    files: ["functions/**/*.ts"],
    languageOptions: { globals: { ...globals.serviceworker, caches: "readonly" } },
  },
  {
    files: ["**/*.{js,cjs,mjs}"],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
    rules: {
      "@typescript-eslint/no-require-imports": "off",
      // Gatsby's documented Link mock strips Gatsby-only props by destructuring them away.
      "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true, args: "none", varsIgnorePattern: "^_" }],
    },
  },
)
