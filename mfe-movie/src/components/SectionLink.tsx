import { Link } from '@marquee/router';
import { theme } from '@marquee/ui';
import styled from 'styled-components';

/** The "see everything" link beside a section's heading. */
export const SectionLink = styled(Link)`
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.bold};
  white-space: nowrap;
`;
