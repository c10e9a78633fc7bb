import styled from "styled-components"

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
  background: ${({ theme }) => theme.colors.paperAlt};
  color: ${({ theme }) => theme.colors.inkMuted};
`

export const PlainGallery = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.space(40)}, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  list-style: none;
  margin: ${({ theme }) => theme.space(6)} auto;
  padding: 0 ${({ theme }) => theme.space(4)};

  img {
    display: block;
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
  }
`
