import { PlaceholderPage } from '@marquee/ui';

export default function AiFeaturesPage() {
  return <PlaceholderPage title="AI Features" testId="page-mfe_ai-AiFeaturesPage" />;
}
