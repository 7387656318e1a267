import { MemberProfile } from '../features/member/MemberProfile';

export default function MemberPage() {
  return <MemberProfile />;
}
