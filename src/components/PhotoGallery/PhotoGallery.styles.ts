import styled from "styled-components"
import { theme } from "../../styles/theme"

export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;

  ${theme.media.tablet} {
    gap: ${theme.space(4)};
  }
`

export const Thumb = styled.a`
  display: block;
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.card};
  cursor: zoom-in;

  img {
    width: 100%;
    border-radius: ${theme.radii.md};
  }

  &:hover img {
    filter: brightness(1.06);
  }
`

/** The modal viewer: the whole screen, photo centred, controls in white on the scrim. */
export const Viewer = styled.dialog`
  width: 100%;
  max-width: 100%;
  height: 100%;
  max-height: 100%;
  margin: 0;
  padding: ${theme.space(4)};
  border: 0;
  background: transparent;
  color: ${theme.colors.onAccent};

  &::backdrop {
    background: ${theme.overlay.scrim};
  }

  &[open] {
    display: flex;
    align-items: center;
    justify-content: center;
  }
`

export const Frame = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(3)};
  width: 100%;
  max-width: ${theme.maxWidth};
`

export const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(3)};
`

export const Position = styled.p`
  margin: 0;
  font-weight: 700;
`

/** As wide as the screen allows while the whole photo and its controls still fit in its height. */
export const Figure = styled.figure<{ $aspect: number }>`
  width: min(100%, calc((100vh - ${theme.space(44)}) * ${({ $aspect }) => $aspect}));
  width: min(100%, calc((100dvh - ${theme.space(44)}) * ${({ $aspect }) => $aspect}));
  margin: 0 auto;

  img {
    width: 100%;
    border-radius: ${theme.radii.md};
  }
`

export const Steps = styled.div`
  display: flex;
  justify-content: center;
  gap: ${theme.space(4)};
`

export const ViewerButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${theme.tapTarget};
  height: ${theme.tapTarget};
  border: ${theme.borderWidths.thick} solid ${theme.colors.onAccent};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.forestDark};
  color: ${theme.colors.onAccent};
  cursor: pointer;

  &:hover {
    background: ${theme.colors.forestRaised};
  }

  &:focus-visible {
    outline-color: ${theme.colors.onAccent};
  }
`

/** The chevron icon points down; turned, it points to the previous or next photo. */
export const Turn = styled.span<{ $direction: "previous" | "next" }>`
  display: inline-flex;
  transform: rotate(${({ $direction }) => ($direction === "previous" ? "90deg" : "-90deg")});
`
