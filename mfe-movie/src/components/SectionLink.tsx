import { Link } from '@marquee/router';
import styled from 'styled-components';

/** The "see everything" link beside a section's heading. */
export const SectionLink = styled(Link)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  white-space: nowrap;
`;
