import { ResetPassword } from '../features/password/ResetPassword';

export default function ResetPasswordPage() {
  return <ResetPassword />;
}
