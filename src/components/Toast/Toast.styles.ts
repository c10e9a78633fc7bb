import styled, { keyframes } from "styled-components"
import { theme } from "../../styles/theme"

const slideUp = keyframes`
  from { opacity: 0; transform: translateY(12px); }
  to { opacity: 1; transform: none; }
`

/** Always in the page (empty when idle) so screen readers announce what is put in it. */
export const LiveRegion = styled.div`
  position: fixed;
  left: 50%;
  bottom: ${theme.space(4)};
  z-index: 80;
  width: min(calc(100% - ${theme.space(8)}), ${theme.space(96)});
  transform: translateX(-50%);
  pointer-events: none;
`

export const ToastCard = styled.div`
  display: flex;
  gap: ${theme.space(3)};
  padding: ${theme.space(4)};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.ink};
  color: ${theme.colors.paper};
  box-shadow: ${theme.shadows.raised};
  pointer-events: auto;
  overflow-wrap: anywhere;

  ${theme.media.motion} {
    animation: ${slideUp} 0.2s ease both;
  }

  svg {
    flex: none;
    margin-top: ${theme.space(1)};
  }

  strong {
    display: block;
  }

  p {
    margin: 0;
  }
`
