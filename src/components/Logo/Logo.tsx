import React from "react"
import styled from "styled-components"
import { LOGO_SHAPES, LOGO_VIEWBOX } from "../../shared/logo"
import { theme } from "../../styles/theme"

const Mark = styled.svg`
  display: block;
  width: ${theme.space(10)};
  height: ${theme.space(10)};
  flex: none;
`

/** The brand mark, inline so it costs no request. Decorative: the brand name sits beside it. */
export function Logo({ className }: { className?: string }) {
  return (
    <Mark viewBox={LOGO_VIEWBOX} aria-hidden="true" focusable="false" className={className}>
      {LOGO_SHAPES.map((shape, index) => {
        if (shape.kind === "circle") return <circle key={index} cx={shape.cx} cy={shape.cy} r={shape.r} fill={shape.fill} />
        if (shape.kind === "ring")
          return <circle key={index} cx={shape.cx} cy={shape.cy} r={shape.r} fill="none" stroke={shape.stroke} strokeWidth={shape.strokeWidth} />
        return <ellipse key={index} cx={shape.cx} cy={shape.cy} rx={shape.rx} ry={shape.ry} fill={shape.fill} />
      })}
    </Mark>
  )
}
