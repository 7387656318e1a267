import { Alert, theme } from '@marquee/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { CheckField } from '../features/diary/CheckField';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xxs};
  font-size: ${theme.fontSizes.sm};

  p {
    color: ${theme.colors.textMuted};
  }
`;

export interface VisibilitySwitchProps {
  /** The switch's name ('Public diary'). */
  label: string;
  isPublic: boolean;
  disabled?: boolean;
  /** What each position means, read as the switch's description. */
  notes: { public: string; private: string };
  onChange: (isPublic: boolean) => void;
  /** Why the last change was refused. */
  error?: string;
}

/** Who may see something of the user's: a switch between public and private, saying what each means. */
export function VisibilitySwitch({
  label,
  isPublic,
  disabled,
  notes,
  onChange,
  error,
}: VisibilitySwitchProps) {
  const noteId = useId();
  return (
    <Box>
      <CheckField
        role="switch"
        checked={isPublic}
        disabled={disabled}
        aria-describedby={noteId}
        onChange={(event) => onChange(event.target.checked)}
      >
        {label}
      </CheckField>
      <p id={noteId}>{isPublic ? notes.public : notes.private}</p>
      {error && <Alert tone="error">{error}</Alert>}
    </Box>
  );
}
