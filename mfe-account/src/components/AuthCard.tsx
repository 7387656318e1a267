import { pageHref } from '@marquee/contracts/pages';
import { Link } from '@marquee/router';
import { Container, Heading, tint, theme } from '@marquee/ui';
import { type ReactNode } from 'react';
import styled from 'styled-components';
import { useAccountMessages } from '../messages/account';

const Page = styled(Container)`
  display: flex;
  justify-content: center;
  padding-block: ${theme.space['2xl']};
`;

const Card = styled.section`
  width: 100%;
  max-width: 28rem;
  padding: ${theme.space.xl} ${theme.space.lg};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background:
    radial-gradient(120% 60% at 50% 0%, ${tint(theme.colors.accent, 10)}, transparent 60%),
    ${theme.colors.surface};
  box-shadow: ${theme.shadows.raised};
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
`;

const Subtitle = styled.p`
  color: ${theme.colors.textMuted};
`;

/** A link in the accent colour, for the small navigation lines under the forms. */
export const TextLink = styled(Link)`
  color: ${theme.colors.accent};
  font-weight: ${theme.fontWeights.medium};

  &:hover {
    color: ${theme.colors.accentHover};
  }
`;

export const FootNote = styled.p`
  text-align: center;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;

/** A link back to the sign-in page, under a form. */
export function BackToLogin() {
  const { t } = useAccountMessages();
  return (
    <FootNote>
      <TextLink to={pageHref('login')}>{t('common.backToLogin')}</TextLink>
    </FootNote>
  );
}

/** The column of fields and buttons in the account forms. */
export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
`;

export interface AuthCardProps {
  title: string;
  subtitle?: string;
  testId: string;
  children: ReactNode;
}

/** The centred card every account screen (sign-in, sign-up, password flows) sits in. */
export function AuthCard({ title, subtitle, testId, children }: AuthCardProps) {
  return (
    <Page data-testid={testId}>
      <Card>
        <Heading level={1} size="2xl">
          {title}
        </Heading>
        {subtitle && <Subtitle>{subtitle}</Subtitle>}
        {children}
      </Card>
    </Page>
  );
}
