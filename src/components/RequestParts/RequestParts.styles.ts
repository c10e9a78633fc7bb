import styled from "styled-components"
import { theme } from "../../styles/theme"
import { buttonShape, buttonVariant } from "../Button/Button.styles"

/**
 * The look of a request's parts, wherever they are drawn: the request page's
 * slots (filled by the Worker, then by its script) and the form's fallback.
 * Their markup is plain (src/shared/requests/page-parts.ts), so the styles
 * reach it by element and class from here.
 */
export const PartsStyles = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};

  h2 {
    margin: ${theme.space(4)} 0 ${theme.space(1)};
    font-size: ${theme.fontSizes.lg};
  }

  p {
    margin: 0;
    max-width: ${theme.layout.readingWidth};
  }

  ul {
    margin: 0;
    padding-left: ${theme.space(5)};
  }

  ol {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, ${theme.space(80)}), 1fr));
    gap: 0 ${theme.space(6)};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  ol li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space(1)} ${theme.space(3)};
    padding: ${theme.space(3)} 0;
    border-top: ${theme.borderWidths.hairline} solid ${theme.colors.line};
  }

  .who {
    flex-basis: 100%;
    font-size: ${theme.fontSizes.md};
  }

  .status,
  .miles,
  .eta {
    color: ${theme.colors.inkMuted};
  }

  .status + .miles::before {
    content: "· ";
  }

  a.call {
    ${buttonShape}
    ${buttonVariant("primary")}
    margin-left: auto;
  }

  a.text-all {
    ${buttonShape}
    ${buttonVariant("secondary")}
    align-self: flex-start;
  }

  summary {
    display: flex;
    align-items: center;
    min-height: ${theme.tapTarget};
    font-weight: 700;
    cursor: pointer;
  }

  .text {
    padding: ${theme.space(3)};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.paperAlt};
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`
