import { ResendVerification } from '../features/verification/ResendVerification';

export default function ResendVerificationPage() {
  return <ResendVerification />;
}
