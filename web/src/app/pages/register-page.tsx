import { useNavigate } from 'react-router';
import { TextLink } from '../../components/ui/text-link.tsx';
import { AuthCard } from '../../features/auth/components/auth-card.tsx';
import { RegisterForm } from '../../features/auth/components/register-form.tsx';
import { texts } from '@surcos/contracts/texts';
import { useAfterLoginPath } from '../route-guards.tsx';

export function RegisterPage() {
  const navigate = useNavigate();
  const target = useAfterLoginPath();
  const loginPath = target === '/' ? '/login' : `/login?next=${encodeURIComponent(target)}`;

  return (
    <AuthCard title={texts.register.title}>
      <RegisterForm onSuccess={() => void navigate(target, { replace: true })} />
      <p className="mt-6">
        <TextLink to={loginPath}>{texts.register.toLogin}</TextLink>
      </p>
    </AuthCard>
  );
}
