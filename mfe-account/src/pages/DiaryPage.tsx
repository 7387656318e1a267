import { Diary } from '../features/diary/Diary';

export default function DiaryPage() {
  return <Diary />;
}
