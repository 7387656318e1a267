import { ListDetails } from '../features/lists/ListDetails';

export default function ListPage() {
  return <ListDetails />;
}
