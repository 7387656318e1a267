import { marqueeStore } from '@marquee/client';
import { DevHarness, type HarnessEntry } from '@marquee/ui';
import { Provider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import AiFeaturesPage from './pages/AiFeaturesPage';
import ChatModal from './widgets/ChatModal';
import MovieAnalysisPanel from './widgets/MovieAnalysisPanel';
import ReviewAnalysisPanel from './widgets/ReviewAnalysisPanel';

const entries: HarnessEntry[] = [
  { path: '/ai-features', label: 'AI Features', element: <AiFeaturesPage /> },
  {
    path: '/widgets/analysis',
    label: 'Analysis panels',
    element: (
      <>
        <MovieAnalysisPanel movieId="550" movieTitle="Fight Club" movie={{ id: 550, title: 'Fight Club' }} />
        <ReviewAnalysisPanel movieId="550" movieTitle="Fight Club" reviews={[]} />
      </>
    ),
  },
  {
    path: '/widgets/chat',
    label: 'ChatModal',
    element: <ChatModal open onClose={() => history.back()} movieTitle="Fight Club" />,
  },
];

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={marqueeStore}>
      <DevHarness name="mfe-ai" entries={entries} />
    </Provider>
  </StrictMode>,
);
