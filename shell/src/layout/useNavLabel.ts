import { type MessageKey } from '@marquee/i18n';
import type english from '../locales/en.json';
import { useShellMessages } from '../messages';

/**
 * A navigation link's label in the current language: the links name themselves in English (navLinks.ts,
 * useAccountLinks.ts) and their messages are `nav.<English label>`. A link added without a message yet
 * shows its English label rather than a key.
 */
export function useNavLabel(): (label: string) => string {
  const { t } = useShellMessages();
  return (label) => t(`nav.${label}` as MessageKey<typeof english>, { defaultValue: label });
}
