import { useSignedInUserId, useUpdateProfile } from '@marquee/client';
import { isLanguage } from '@marquee/contracts/languages';
import { switchLanguage, useLanguage } from '@marquee/i18n';
import { LanguageOptions, theme } from '@marquee/ui';
import { useId, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { useShellMessages } from '../messages';

const Picker = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
`;

const Select = styled.select`
  padding-block: ${theme.space.xs};
  padding-inline: ${theme.space.sm};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font: inherit;
`;

/**
 * The language picker (docs/product.md, Languages): every app switches at once; the choice is kept in this
 * browser and, for a signed-in account, in the account, so it follows the account to other browsers.
 */
export function LanguagePicker() {
  const id = useId();
  const { t } = useShellMessages();
  const language = useLanguage();
  const userId = useSignedInUserId();
  const saveToAccount = useUpdateProfile(userId ?? '');

  const choose = async (event: ChangeEvent<HTMLSelectElement>) => {
    const chosen = event.target.value;
    if (!isLanguage(chosen)) return;
    await switchLanguage(chosen, { remember: true });
    if (userId) saveToAccount.mutate({ language: chosen });
  };

  return (
    <Picker>
      <label htmlFor={id}>{t('language.label')}</label>
      <Select id={id} value={language} onChange={choose} data-testid="language-picker">
        <LanguageOptions />
      </Select>
    </Picker>
  );
}
