import { movieForAnalysis, reviewsForAnalysis } from '@marquee/client';
import { Button, Container, Heading, Tabs, useDocumentTitle, theme } from '@marquee/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { FilmAnalysisTab } from '../features/hub/FilmAnalysisTab';
import { ConnectionBadge } from '../features/hub/ConnectionBadge';
import { HUB_TAB_IDS, type HubTabId } from '../features/hub/hubTabs';
import { NewsTab } from '../features/hub/NewsTab';
import { RecommendationsTab } from '../features/recommendations/RecommendationsTab';
import { SearchTab } from '../features/search/SearchTab';
import { useAiConnection } from '../features/hub/useAiConnection';
import ChatModal from '../widgets/ChatModal';
import MovieAnalysisPanel from '../widgets/MovieAnalysisPanel';
import ReviewAnalysisPanel from '../widgets/ReviewAnalysisPanel';
import { useAiMessages } from '../messages';

const Page = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.lg};
  padding-block: ${theme.space.xl} ${theme.space['3xl']};
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${theme.space.md};
`;

const Intro = styled.p`
  color: ${theme.colors.textMuted};
`;

/** The AI hub: the service's state, the AI features as tabs, and the assistant one click away. */
export default function AiFeaturesPage() {
  const { t } = useAiMessages();
  useDocumentTitle(t('page.title'));
  const { connection, refresh } = useAiConnection();
  const [tab, setTab] = useState<HubTabId>('recommendations');
  const [chatting, setChatting] = useState(false);
  const tabs = HUB_TAB_IDS.map((id) => ({ id, label: t(`tab.${id}`) }));

  return (
    <Page data-testid="page-mfe_ai-AiFeaturesPage">
      <Header>
        <div>
          <Heading level={1}>{t('page.title')}</Heading>
          <Intro>{t('page.intro')}</Intro>
        </div>
        <Button onClick={() => setChatting(true)}>{t('page.askAi')}</Button>
      </Header>
      <ConnectionBadge connection={connection} onRefresh={refresh} />
      <Tabs tabs={tabs} selected={tab} onSelect={setTab} label={t('page.tabs')} idPrefix="ai-hub">
        {tab === 'recommendations' && <RecommendationsTab />}
        {tab === 'search' && <SearchTab />}
        {tab === 'analysis' && (
          <FilmAnalysisTab
            id="ai-analysis"
            heading={t('hub.analysisHeading')}
            lead={t('hub.analysisLead')}
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
            heading={t('hub.reviewsHeading')}
            lead={t('hub.reviewsLead')}
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
