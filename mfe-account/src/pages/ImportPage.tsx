import { ImportExport } from '../features/imports/ImportExport';

export default function ImportPage() {
  return <ImportExport />;
}
