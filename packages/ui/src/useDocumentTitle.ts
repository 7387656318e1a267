import { useEffect } from 'react';
import { useUiMessages } from './messages';

/** Names the browser tab after the page ("Top Rated · Marquee"); the product's name alone without one. */
export function useDocumentTitle(title: string | null) {
  const { t } = useUiMessages();
  const documentTitle = title ? t('document.title', { title }) : 'Marquee';
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
}
