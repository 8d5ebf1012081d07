import { useNavigate } from 'react-router';
import { TextLink } from '../../components/ui/text-link.tsx';
import { AuthCard } from '../../features/auth/components/auth-card.tsx';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { texts } from '@surcos/contracts/texts';
import { useAfterLoginPath } from '../route-guards.tsx';

export function LoginPage() {
  const navigate = useNavigate();
  const target = useAfterLoginPath();
  // Keep the destination when the visitor switches to registering instead.
  const registerPath = target === '/' ? '/register' : `/register?next=${encodeURIComponent(target)}`;

  return (
    <AuthCard title={texts.login.title}>
      <LoginForm onSuccess={() => void navigate(target, { replace: true })} />
      <p className="mt-6 flex flex-col gap-3">
        <TextLink to="/forgot-password">{texts.login.forgotPassword}</TextLink>
        <TextLink to={registerPath}>{texts.login.toRegister}</TextLink>
      </p>
    </AuthCard>
  );
}
