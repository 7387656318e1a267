import { PlaceholderPage } from '@marquee/ui';

export default function AdminPage() {
  return <PlaceholderPage title="Admin Dashboard" testId="page-mfe_admin-AdminPage" />;
}
