import { movieForAnalysis, reviewsForAnalysis } from '@marquee/client';
import { Button, Container, Heading, Tabs, useDocumentTitle } from '@marquee/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { FilmAnalysisTab } from '../features/hub/FilmAnalysisTab';
import { ConnectionBadge } from '../features/hub/ConnectionBadge';
import { HUB_TABS, type HubTabId } from '../features/hub/hubTabs';
import { NewsTab } from '../features/hub/NewsTab';
import { RecommendationsTab } from '../features/recommendations/RecommendationsTab';
import { SearchTab } from '../features/search/SearchTab';
import { useAiConnection } from '../features/hub/useAiConnection';
import ChatModal from '../widgets/ChatModal';
import MovieAnalysisPanel from '../widgets/MovieAnalysisPanel';
import ReviewAnalysisPanel from '../widgets/ReviewAnalysisPanel';

const Page = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding-block: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space['3xl']};
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The AI hub: the service's state, the AI features as tabs, and the assistant one click away. */
export default function AiFeaturesPage() {
  useDocumentTitle('AI Features');
  const { connection, refresh } = useAiConnection();
  const [tab, setTab] = useState<HubTabId>('recommendations');
  const [chatting, setChatting] = useState(false);

  return (
    <Page data-testid="page-mfe_ai-AiFeaturesPage">
      <Header>
        <div>
          <Heading level={1}>AI Features</Heading>
          <Intro>Recommendations, search and analysis from Marquee&apos;s AI Movie Assistant.</Intro>
        </div>
        <Button onClick={() => setChatting(true)}>Ask AI</Button>
      </Header>
      <ConnectionBadge connection={connection} onRefresh={refresh} />
      <Tabs tabs={HUB_TABS} selected={tab} onSelect={setTab} label="AI features" idPrefix="ai-hub">
        {tab === 'recommendations' && <RecommendationsTab />}
        {tab === 'search' && <SearchTab />}
        {tab === 'analysis' && (
          <FilmAnalysisTab
            id="ai-analysis"
            heading="Movie analysis"
            lead="Themes, characters, cinematography and questions to talk about, for any film."
            renderPanel={(movie) => (
              <MovieAnalysisPanel
                movieId={String(movie.id)}
                movieTitle={movie.title}
                movie={movieForAnalysis(movie)}
              />
            )}
          />
        )}
        {tab === 'reviews' && (
          <FilmAnalysisTab
            id="ai-reviews"
            heading="Review analysis"
            lead="What critics and viewers say about a film, summed up."
            renderPanel={(movie) => (
              <ReviewAnalysisPanel
                movieId={String(movie.id)}
                movieTitle={movie.title}
                reviews={reviewsForAnalysis(movie)}
              />
            )}
          />
        )}
        {tab === 'news' && <NewsTab />}
      </Tabs>
      <ChatModal open={chatting} onClose={() => setChatting(false)} />
    </Page>
  );
}
