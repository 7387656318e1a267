import styled from 'styled-components';

/** Around an icon that points along the line of text (a back chevron): it points the other way right to left. */
export const DirectionalIcon = styled.span`
  display: inline-flex;

  [dir='rtl'] & {
    transform: scaleX(-1);
  }
`;
