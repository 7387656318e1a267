import { useSignedInUserId, useUpdateProfile } from '@marquee/client';
import { roundButton, useColorTheme, theme } from '@marquee/ui';
import styled from 'styled-components';
import { useShellMessages } from '../../messages';

const Toggle = styled.button`
  ${roundButton('2.5rem')}
  flex-shrink: 0;
  background: ${theme.colors.surfaceRaised};
  color: ${theme.colors.text};

  &:hover {
    border-color: ${theme.colors.accent};
    color: ${theme.colors.accent};
  }
`;

function SunIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="4.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        d="M12 2v2.5M12 19.5V22M2 12h2.5M19.5 12H22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

function MoonIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The navigation bar's switch between the dark and the light theme (docs/product.md, Themes). The choice is
 * kept in this browser and, when someone is signed in, in their account, so it follows them elsewhere.
 */
export function ThemeToggle() {
  const { t } = useShellMessages();
  const { theme, setTheme } = useColorTheme();
  const userId = useSignedInUserId();
  const saveToAccount = useUpdateProfile(userId ?? '');
  const next = theme === 'dark' ? 'light' : 'dark';
  const label = t(next === 'light' ? 'theme.toLight' : 'theme.toDark');
  return (
    <Toggle
      type="button"
      aria-label={label}
      title={label}
      onClick={() => {
        setTheme(next);
        if (userId) saveToAccount.mutate({ theme: next });
      }}
    >
      {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
    </Toggle>
  );
}
