import styled, { css } from 'styled-components';

/** The rule that takes an element out of sight yet leaves it to assistive technology. */
export const visuallyHidden = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

/** Text for assistive technology only (labels, status messages) that takes no room on screen. */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
