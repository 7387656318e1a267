import styled from 'styled-components';

const Caption = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.sm};
`;

const Title = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Detail = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
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
