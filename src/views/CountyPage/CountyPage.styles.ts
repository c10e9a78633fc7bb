import styled from "styled-components"
import { Card } from "../../components/Card/Card"

export const CountyHero = styled.section`
  padding: ${({ theme }) => theme.space(8)} 0 ${({ theme }) => theme.space(10)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  background: ${({ theme }) => theme.colors.forestTint};

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space(12)} 0 ${({ theme }) => theme.space(14)};
  }

  h1 {
    max-width: ${({ theme }) => theme.space(190)};
    margin-bottom: ${({ theme }) => theme.space(4)};
    color: ${({ theme }) => theme.colors.forestDark};
    font-size: ${({ theme }) => theme.fontSizes.hero};
    font-weight: 800;
  }

  p {
    max-width: ${({ theme }) => theme.space(190)};
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`

export const Crumbs = styled.nav`
  margin-bottom: ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  ol {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    margin: 0;
    padding: 0;
    list-style: none;
  }

  li + li::before {
    content: "/";
    margin: 0 ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.inkMuted};
  }

  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.space(11)};
    color: ${({ theme }) => theme.colors.forestDark};
    font-weight: 600;
  }

  [aria-current] {
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`

export const AreaGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space(6)};
  }
`

export const TextCard = styled(Card)`
  h3 {
    margin-bottom: ${({ theme }) => theme.space(3)};
    color: ${({ theme }) => theme.colors.forestDark};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  p {
    margin: 0;
  }
`

export const TownList = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
  }

  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.forest};
  }
`

export const StatsCard = styled(TextCard)`
  margin-top: ${({ theme }) => theme.space(6)};

  ${({ theme }) => theme.media.tablet} {
    grid-column: 1 / -1;
  }
`

export const ReasonGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space(6)};
  }

  h3 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }

  h3 svg {
    flex: none;
    color: ${({ theme }) => theme.colors.blaze};
  }
`

export const Centered = styled.div`
  display: flex;
  justify-content: center;
`

export const TrackerGroup = styled.div`
  & + & {
    margin-top: ${({ theme }) => theme.space(10)};
  }

  > h3 {
    margin-bottom: ${({ theme }) => theme.space(4)};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`
