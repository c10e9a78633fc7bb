import styled from "styled-components"

/**
 * As wide as its `width` attribute, narrower where its box is (GatsbyImage's
 * "constrained" layout; "fullWidth" always fills the box), with the height
 * following from the `width` and `height` attributes' ratio. The placeholder,
 * the image's dominant colour or a tiny blurred copy, shows behind it until
 * the file has loaded.
 */
export const Img = styled.img<{ $fullWidth: boolean; $color?: string; $blurred?: string }>`
  display: block;
  max-width: 100%;
  height: auto;
  ${({ $fullWidth }) => ($fullWidth ? "width: 100%;" : "")}
  ${({ $color }) => ($color ? `background-color: ${$color};` : "")}
  ${({ $blurred }) => ($blurred ? `background-image: url("${$blurred}"); background-size: cover;` : "")}
`
