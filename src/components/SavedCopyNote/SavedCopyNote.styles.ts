import { createGlobalStyle } from "styled-components"
import { HOME_ANCHORS } from "../../shared/routes"
import { theme } from "../../styles/theme"
import { SAVED_COPY_ID } from "../../shared/offline/saved-copy"

export const SavedCopyStyle = createGlobalStyle`
  /*
   * "Saved copy from …; numbers may have changed", which the offline service
   * worker writes right after <body> into a page it serves from its stored
   * copy (../saved-copy.ts): styled by id, in every page's own styles,
   * because the CSP allows only the built pages' own inline styles. It is in the page from
   * the first paint, so nothing moves; its top padding keeps it clear of the
   * fixed navigation bar, which the page below it then no longer needs.
   */
  #${SAVED_COPY_ID} {
    padding: calc(${theme.navHeight} + ${theme.space(2)}) ${theme.space(4)} ${theme.space(2)};
    border-bottom: ${theme.borderWidths.hairline} solid ${theme.colors.line};
    background: ${theme.colors.blazeTint};
    color: ${theme.colors.ink};
    font-size: ${theme.fontSizes.sm};
    text-align: center;

    p {
      max-width: ${theme.maxWidth};
      margin: 0 auto;
    }

    /* A larger tap area than the line it sits on, without making the line taller. */
    a {
      display: inline-block;
      padding: ${theme.space(2)} ${theme.space(3)};
      margin: -${theme.space(2)} 0;
      color: ${theme.colors.blazeText};
      font-weight: 700;
    }
  }

  #${SAVED_COPY_ID} ~ #___gatsby main {
    padding-top: 0;
  }

  /*
   * What stands for the top of the page keeps the note in view when it is
   * scrolled to: the router's wrapper, which Gatsby focuses (and so scrolls
   * into view) after each page change, and the home anchor. Margins taller
   * than the note make the scroll stop at the very top.
   */
  #${SAVED_COPY_ID} ~ #___gatsby #gatsby-focus-wrapper,
  #${SAVED_COPY_ID} ~ #___gatsby #${HOME_ANCHORS.home} {
    scroll-margin-top: 100vh;
  }

  ${theme.media.print} {
    #${SAVED_COPY_ID} { padding-top: ${theme.space(2)}; }
  }
`
