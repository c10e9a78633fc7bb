import styled from "styled-components"
import { theme } from "../../styles/theme"

/**
 * On a phone the profile is one wrapping flex row: photo beside the name,
 * everything else full width, and the contact buttons moved last (`order`)
 * and stuck to the bottom of the screen (`position: sticky`), so 'Call Now'
 * is on screen from the first paint to the end of the profile with no
 * script and no layout shift. From tablet width the hero is a photo column
 * beside the name, text and buttons.
 */
export const Profile = styled.article`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(4)};
  padding-top: ${theme.space(4)};

  & > * {
    flex: 1 1 100%;
    min-width: 0;
  }

  ${theme.media.tablet} {
    display: block;
    padding: ${theme.space(6)} 0 ${theme.space(16)};
  }
`

export const Crumbs = styled.div`
  ${theme.media.tablet} {
    margin-bottom: ${theme.space(6)};
  }
`

/** Transparent to the phone layout; the two-column hero from tablet width. */
export const Hero = styled.div`
  display: contents;

  ${theme.media.tablet} {
    display: grid;
    grid-template-columns: ${theme.layout.profilePhotoLarge} minmax(0, 1fr);
    /* Top, not centred: on a slow connection the intro is painted as it arrives, and a centred one would move up as it grows. */
    align-items: start;
    gap: ${theme.space(10)};
  }
`

export const Photo = styled.div`
  flex: 0 0 ${theme.layout.profilePhotoSmall};
  width: ${theme.layout.profilePhotoSmall};
  aspect-ratio: 1;
  overflow: hidden;
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.forestTint};
  box-shadow: ${theme.shadows.card};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  ${theme.media.tablet} {
    width: 100%;
  }
`

export const Intro = styled.div`
  display: contents;

  ${theme.media.tablet} {
    display: flex;
    flex-direction: column;
    gap: ${theme.space(5)};
  }
`

export const NameBlock = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space(2)};

  /* Beside the photo on a phone. */
  ${theme.media.belowTablet} {
    flex: 1 1 0;
    min-width: 0;
  }

  h1 {
    margin: 0;
    font-size: ${theme.fontSizes.xl};
    overflow-wrap: anywhere;

    ${theme.media.tablet} {
      font-size: ${theme.fontSizes.hero};
    }
  }
`

export const Lead = styled.p`
  flex: 1 1 100%;
  margin: 0;
  max-width: ${theme.layout.readingWidth};
  font-size: ${theme.fontSizes.md};
  line-height: 1.6;
`

/** 'Call Now' and 'Contact Form': a bar stuck to the bottom of a phone screen, a row of buttons from tablet width. */
export const Actions = styled.div`
  display: flex;
  gap: ${theme.space(2)};

  ${theme.media.belowTablet} {
    flex: 1 1 100%;
    order: 1;
    position: sticky;
    bottom: 0;
    z-index: 10;
    margin: 0 calc(-1 * ${theme.space(4)});
    padding: ${theme.space(3)} ${theme.space(4)};
    padding-bottom: calc(${theme.space(3)} + env(safe-area-inset-bottom, ${theme.space(0)}));
    border-top: ${theme.borderWidths.hairline} solid ${theme.colors.line};
    background: ${theme.colors.paper};
    box-shadow: ${theme.overlay.barShadow};

    /* The call button grows and shows its label over the number; the form link keeps its size. */
    & > a {
      flex: 1 1 auto;
      padding: ${theme.space(1)} ${theme.space(3)};
    }

    & > a > span {
      display: flex;
      flex-direction: column;
      align-items: flex-start;
      text-align: left;
      white-space: nowrap;
    }

    /* The Text link keeps its size; the form link may wrap onto two lines to leave the call room. */
    & > a + a {
      flex: none;
    }

    /* Room for all three at 360-390 px: the Text link goes without its icon here. */
    & > a + a svg {
      display: none;
    }

    & > span {
      flex: 0 1 auto;
      min-width: 0;
    }

    & > span a {
      height: 100%;
      padding: ${theme.space(1)} ${theme.space(3)};
    }
  }

  ${theme.media.tablet} {
    flex-wrap: wrap;
    gap: ${theme.space(3)};
  }

  ${theme.media.print} {
    position: static;
    box-shadow: none;
  }
`

export const Block = styled.section`
  margin-top: ${theme.space(6)};

  ${theme.media.tablet} {
    margin-top: ${theme.space(12)};
  }

  h2 {
    font-size: ${theme.fontSizes.xl};
  }

  h3 {
    font-size: ${theme.fontSizes.lg};
  }
`

/**
 * From desktop width the details card is a column beside the bio and track
 * record that stays in view (first in reading order, second on screen).
 */
export const Columns = styled.div`
  ${theme.media.desktop} {
    display: grid;
    grid-template-columns: minmax(0, 1fr) ${theme.space(90)};
    align-items: start;
    gap: ${theme.space(12)};
    margin-top: ${theme.space(12)};

    & > * {
      grid-row: 1;
    }

    & > :first-child {
      grid-column: 2;
      position: sticky;
      top: calc(${theme.navHeight} + ${theme.space(6)});
      margin-top: 0;
    }

    /* :nth-child, not :last-child: Chromium matches :last-child only once the column's parent is fully
       parsed, so on a slow connection the bio would paint 48 px low and then jump up. */
    & > :nth-child(2) > :first-child {
      margin-top: 0;
    }
  }
`

export const DetailsCard = styled(Block)`
  padding: ${theme.space(2)} ${theme.space(5)};
  border: ${theme.borderWidths.hairline} solid ${theme.colors.line};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.paperAlt};

  && h2 {
    margin: ${theme.space(4)} 0 ${theme.space(1)};
    font-size: ${theme.fontSizes.lg};
  }

  & > a[download] {
    margin: ${theme.space(3)} 0 ${theme.space(4)};
  }
`

export const Bio = styled.p`
  max-width: ${theme.layout.readingWidth};
  margin: 0;
  font-size: ${theme.fontSizes.md};
  line-height: 1.7;
`

export const SubBlock = styled.section`
  & + & {
    margin-top: ${theme.space(10)};
  }
`

export const Summary = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)};
  color: ${theme.colors.inkMuted};
  font-weight: 600;
`

/**
 * Cards in one row share a height. The cards' staggered entrance (up to
 * 1.1 s for twelve) is for a list seen on arrival; here the reviews sit far
 * below the first screen, so it would only ever play unseen, and meanwhile
 * fade the text below readable contrast.
 */
export const Reviews = styled.div`
  li > article {
    height: 100%;
    animation: none;
  }
`
