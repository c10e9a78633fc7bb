import React from "react"
import type { Markup } from "../../shared/requests/markup"

/**
 * A request page's part (src/shared/requests/page-parts.ts) as React
 * elements, for the form's fallback, which shows the group text and the call
 * list as the Worker's page does: the same tree, so the same words and
 * classes, and every text a text node.
 */
export function MarkupView({ markup }: { markup: readonly Markup[] }) {
  return (
    <>
      {markup.map((node, index) =>
        typeof node === "string"
          ? node
          : React.createElement(
              node.tag,
              { key: index, className: node.attributes?.class, href: node.attributes?.href },
              <MarkupView markup={node.children ?? []} />,
            ),
      )}
    </>
  )
}
