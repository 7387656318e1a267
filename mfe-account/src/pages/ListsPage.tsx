import { MyLists } from '../features/lists/MyLists';

export default function ListsPage() {
  return <MyLists />;
}
