import styled from "styled-components"
import { theme } from "../../styles/theme"

/** Fills the profile's photo frame the way the optimised image would. */
export const PlainPhoto = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`

/** Where the site would show its placeholder picture. */
export const NoPhoto = styled.div`
  display: grid;
  place-items: center;
  width: 100%;
  height: 100%;
  aspect-ratio: 1;
  background: ${theme.colors.paperAlt};
  color: ${theme.colors.inkMuted};
`

export const PlainGallery = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${theme.space(40)}, 1fr));
  gap: ${theme.space(3)};
  list-style: none;
  margin: ${theme.space(6)} auto;
  padding: 0 ${theme.space(4)};

  img {
    display: block;
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: ${theme.radii.md};
  }
`
