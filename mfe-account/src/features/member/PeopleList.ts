import { theme } from '@marquee/ui';
import styled from 'styled-components';

/** The column of PersonRows in a people list (followers, following, blocked). */
export const PeopleList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;
