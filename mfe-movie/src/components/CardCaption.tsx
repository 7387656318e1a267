import { theme } from '@marquee/ui';
import styled from 'styled-components';

const Caption = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xxs};
  padding: ${theme.space.sm};
`;

const Title = styled.span`
  font-weight: ${theme.fontWeights.bold};
`;

const Detail = styled.span`
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;

/** The text under a sub-page card's picture: its name and a muted line of detail. */
export function CardCaption({ title, detail }: { title: string; detail: string }) {
  return (
    <Caption>
      <Title>{title}</Title>
      <Detail>{detail}</Detail>
    </Caption>
  );
}
