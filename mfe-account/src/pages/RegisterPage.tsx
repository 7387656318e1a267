import { AuthForm } from '../features/auth/AuthForm';

export default function RegisterPage() {
  return <AuthForm mode="register" />;
}
