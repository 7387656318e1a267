import { Feed } from '../features/feed/Feed';

export default function FeedPage() {
  return <Feed />;
}
