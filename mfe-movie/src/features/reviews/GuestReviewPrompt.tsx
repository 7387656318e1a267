import { useSendToSignIn } from '@marquee/client';
import { pageHref } from '@marquee/contracts/pages';
import { useNavigate } from '@marquee/router';
import { Button, theme } from '@marquee/ui';
import styled from 'styled-components';
import { useMovieMessages } from '../../messages';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
  padding: ${theme.space.lg};
  border: 1px dashed ${theme.colors.border};
  border-radius: ${theme.radii.lg};
`;

const Text = styled.p`
  flex-basis: 100%;
  color: ${theme.colors.textMuted};
`;

/** In place of the review form for guests (docs/product.md §2 Sub-pages, Reviews): sign in or create an account. */
export function GuestReviewPrompt() {
  const { t } = useMovieMessages();
  const sendToSignIn = useSendToSignIn();
  const navigate = useNavigate();
  return (
    <Box>
      <Text>{t('guest.prompt')}</Text>
      <Button onClick={() => sendToSignIn()}>{t('guest.signIn')}</Button>
      <Button $variant="secondary" onClick={() => navigate(pageHref('register'))}>
        {t('guest.register')}
      </Button>
    </Box>
  );
}
