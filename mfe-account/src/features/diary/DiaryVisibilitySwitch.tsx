import { useUpdateProfile, useUserProfile } from '@marquee/client';
import { Alert } from '@marquee/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { CheckField } from './CheckField';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Who may read the diary: the owner only (private, the default) or anyone (public). */
export function DiaryVisibilitySwitch({ userId }: { userId: string }) {
  const profile = useUserProfile(userId);
  const update = useUpdateProfile(userId);
  const noteId = useId();
  const visibility = update.isPending
    ? update.variables.diaryVisibility
    : (profile.data?.diaryVisibility ?? 'private');
  const isPublic = visibility === 'public';
  return (
    <Box>
      <CheckField
        role="switch"
        checked={isPublic}
        disabled={!profile.data}
        aria-describedby={noteId}
        onChange={(event) => update.mutate({ diaryVisibility: event.target.checked ? 'public' : 'private' })}
      >
        Public diary
      </CheckField>
      <p id={noteId}>{isPublic ? 'Anyone can read your diary.' : 'Only you can see your diary.'}</p>
      {update.error && <Alert tone="error">{update.error.message}</Alert>}
    </Box>
  );
}
