import { useUpdateProfile } from '@marquee/client';
import { isLanguage } from '@marquee/contracts/languages';
import { switchLanguage, useLanguage } from '@marquee/i18n';
import {
  Alert,
  Field,
  FieldLabel,
  Heading,
  Input,
  LanguageOptions,
  Panel,
  type ThemeName,
  useColorTheme,
  theme,
} from '@marquee/ui';
import { type ChangeEvent, useId } from 'react';
import styled from 'styled-components';
import { useAccountMessages } from '../../messages/account';

const LanguageSelect = styled(Input)`
  max-width: 20rem;
`;

const Choices = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs} ${theme.space.lg};
  margin: 0;
  padding: 0;
  border: none;

  legend {
    margin-block-end: ${theme.space.xs};
    font-size: ${theme.fontSizes.sm};
    font-weight: ${theme.fontWeights.medium};
    color: ${theme.colors.textMuted};
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space.xs};
  }
  input {
    accent-color: ${theme.colors.accent};
  }
`;

const Muted = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

/** The device's preference, or a theme whatever the device prefers. */
type ThemeChoice = 'system' | ThemeName;
const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];

/**
 * The language and the colour theme (docs/product.md, Languages and Themes), the same choices as the
 * shell's language picker and theme switch: shown at once, kept in this browser and in the account, so
 * they follow it to other browsers. "System" forgets the theme chosen: the device's preference decides.
 */
export function LanguageAndTheme({ userId }: { userId: string }) {
  const { t } = useAccountMessages();
  const languageId = useId();
  const themeName = useId();
  const language = useLanguage();
  const { chosen, setTheme } = useColorTheme();
  const saveToAccount = useUpdateProfile(userId);

  async function chooseLanguage(event: ChangeEvent<HTMLSelectElement>) {
    const wanted = event.target.value;
    if (!isLanguage(wanted)) return;
    await switchLanguage(wanted, { remember: true });
    saveToAccount.mutate({ language: wanted });
  }

  function chooseTheme(choice: ThemeChoice) {
    const theme = choice === 'system' ? null : choice;
    setTheme(theme);
    saveToAccount.mutate({ theme });
  }

  return (
    <Panel aria-labelledby="language-and-theme">
      <Heading level={2} size="lg" id="language-and-theme">
        {t('display.heading')}
      </Heading>
      <Field>
        <FieldLabel htmlFor={languageId}>{t('display.language')}</FieldLabel>
        <LanguageSelect as="select" id={languageId} value={language} onChange={chooseLanguage}>
          <LanguageOptions />
        </LanguageSelect>
      </Field>
      <Choices>
        <legend>{t('display.theme')}</legend>
        {THEME_CHOICES.map((choice) => (
          <label key={choice}>
            <input
              type="radio"
              name={themeName}
              value={choice}
              checked={(chosen ?? 'system') === choice}
              onChange={() => chooseTheme(choice)}
            />
            {t(`display.${choice}`)}
          </label>
        ))}
      </Choices>
      {chosen === null && <Muted>{t('display.systemNote')}</Muted>}
      {saveToAccount.error && <Alert tone="error">{saveToAccount.error.message}</Alert>}
    </Panel>
  );
}
