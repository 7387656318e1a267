import { useUpdateProfileSettings } from '@marquee/client';
import { type ProfileSettings } from '@marquee/contracts';
import { Alert } from '@marquee/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { CheckField } from '../diary/CheckField';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Who may see the profile: anyone (public, the default) or its owner only; switched at once. */
export function ProfileVisibilitySwitch({ settings }: { settings: ProfileSettings }) {
  const update = useUpdateProfileSettings();
  const noteId = useId();
  const isPublic = settings.profileVisibility === 'public';
  return (
    <Box>
      <CheckField
        role="switch"
        checked={isPublic}
        aria-describedby={noteId}
        onChange={(event) =>
          update.mutate({ profileVisibility: event.target.checked ? 'public' : 'private' })
        }
      >
        Public profile
      </CheckField>
      <p id={noteId}>
        {isPublic
          ? 'Anyone can see your profile, your public lists and your reviews.'
          : 'Only you can see your profile page.'}
      </p>
      {update.error && <Alert tone="error">{update.error.message}</Alert>}
    </Box>
  );
}
