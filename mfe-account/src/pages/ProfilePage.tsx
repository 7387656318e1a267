import { Profile } from '../features/profile/Profile';

export default function ProfilePage() {
  return <Profile />;
}
