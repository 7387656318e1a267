import { theme } from '@marquee/ui';
import styled from 'styled-components';

/** A list laid out as items that wrap onto new lines (chips, keywords, companies, providers). */
export const WrapList = styled.ul<{ $gap?: 'xs' | 'sm' }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ $gap = 'sm' }) => theme.space[$gap]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
