import React from "react"
import type { Thing, WithContext } from "schema-dts"
import { jsonLdText } from "./builders"

/** One JSON-LD block. A data block, not a script: the CSP needs no hash for it. */
export function JsonLd<T extends Thing>({ data }: { data: WithContext<T> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
}
