import { ImportDetails } from '../features/imports/ImportDetails';

export default function ImportDetailsPage() {
  return <ImportDetails />;
}
