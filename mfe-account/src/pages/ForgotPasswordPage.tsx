import { ForgotPassword } from '../features/password/ForgotPassword';

export default function ForgotPasswordPage() {
  return <ForgotPassword />;
}
