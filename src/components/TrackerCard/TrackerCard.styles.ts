import styled from "styled-components"
import { Card } from "../Card/Card"
import { theme } from "../../styles/theme"

export const Body = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(4)};
  height: 100%;
  padding: ${theme.space(4)};

  ${theme.media.tablet} {
    padding: ${theme.space(5)};
  }
`

export const Top = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(4)};
`

export const Photo = styled.div`
  flex: none;
  width: ${theme.space(30)};
  height: ${theme.space(30)};
  overflow: hidden;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.forestTint};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`

export const Identity = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space(1)};
  min-width: 0;
`

export const Name = styled.h3`
  margin: 0;
  font-size: ${theme.fontSizes.lg};
`

export const Home = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(1)};
  margin: 0;
  color: ${theme.colors.inkMuted};
  font-size: ${theme.fontSizes.sm};
`

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${theme.space(1)} ${theme.space(3)};
  margin: 0;
  font-size: ${theme.fontSizes.sm};

  dt {
    color: ${theme.colors.inkMuted};
  }

  dd {
    margin: 0;
    font-weight: 600;
  }
`

export const ProfileLink = styled.a`
  display: inline-flex;
  align-items: center;
  align-self: flex-start;
  gap: ${theme.space(1)};
  min-height: ${theme.tapTarget};
  margin-top: auto;
  font-weight: 700;

  svg {
    transform: rotate(-90deg);
  }
`

/** Call first and full width; text (and save) beside each other under it. */
export const Reach = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};

  & > * {
    flex: 1 1 auto;
  }
`

/** "about 12 mi from you": straight-line, so rounded and said to be approximate. */
export const Distance = styled.p`
  margin: 0;
  color: ${theme.colors.forest};
  font-size: ${theme.fontSizes.sm};
  font-weight: 700;
`
