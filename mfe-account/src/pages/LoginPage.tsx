import { AuthForm } from '../features/auth/AuthForm';

export default function LoginPage() {
  return <AuthForm mode="login" />;
}
