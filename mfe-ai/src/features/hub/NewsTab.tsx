import { EmptyState } from '@marquee/ui';
import { TabSection } from '../../components/TabSection';
import { useAiMessages } from '../../messages';

/** docs/product.md §2 AI features hub: personalised news is marked coming soon. */
export function NewsTab() {
  const { t } = useAiMessages();
  return (
    <TabSection>
      <EmptyState title={t('news.title')} message={t('news.message')} />
    </TabSection>
  );
}
