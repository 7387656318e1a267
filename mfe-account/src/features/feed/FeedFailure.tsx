import { Alert, Button, theme } from '@marquee/ui';
import styled from 'styled-components';
import { useCommunityMessages } from '../../messages/community';

const Box = styled(Alert)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
`;

/** Why the feed could not be read, with a way to ask again. */
export function FeedFailure({ message, onRetry }: { message: string; onRetry(): void }) {
  const { t } = useCommunityMessages();
  return (
    <Box tone="error">
      {message}
      <Button type="button" $size="sm" $variant="secondary" onClick={onRetry}>
        {t('feed.tryAgain')}
      </Button>
    </Box>
  );
}
