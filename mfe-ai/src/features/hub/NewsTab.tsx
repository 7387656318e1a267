import { EmptyState } from '@marquee/ui';
import { TabSection } from '../../components/TabSection';

/** docs/product.md §2 AI features hub: personalised news is marked coming soon. */
export function NewsTab() {
  return (
    <TabSection>
      <EmptyState
        title="Personalized Movie News"
        message="Coming soon: news about the films, people and genres you care about."
      />
    </TabSection>
  );
}
