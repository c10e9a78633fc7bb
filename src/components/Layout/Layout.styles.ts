import styled from "styled-components"

export const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space(2)};
  top: -${({ theme }) => theme.space(20)};
  z-index: 100;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.onAccent};
  color: ${({ theme }) => theme.colors.forestDark};
  font-weight: 700;

  &:focus {
    top: ${({ theme }) => theme.space(2)};
  }
`

export const Main = styled.main`
  display: block;
  min-height: 60vh;
  padding-top: ${({ theme }) => theme.navHeight};

  ${({ theme }) => theme.media.print} {
    padding-top: 0;
  }
`
