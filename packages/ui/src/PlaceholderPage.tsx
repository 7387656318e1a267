import styled from 'styled-components';
import { Container } from './Container';
import { PlaceholderPanel } from './PlaceholderPanel';
import { theme } from './theme';

const Page = styled(Container)`
  padding-block: ${theme.space.xl};
`;

export interface PlaceholderPageProps {
  /** The page's name, shown as its heading. */
  title: string;
  testId?: string;
}

/** Stands in for a page whose screen has not been built yet. */
export function PlaceholderPage({ title, testId }: PlaceholderPageProps) {
  return (
    <Page>
      <PlaceholderPanel title={title} level={1} kind="page" testId={testId} />
    </Page>
  );
}
