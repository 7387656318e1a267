import { EmailVerified } from '../features/verification/EmailVerified';

export default function EmailVerifiedPage() {
  return <EmailVerified />;
}
