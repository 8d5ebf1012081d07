import { useNavigate } from 'react-router';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { TextLink } from '../../components/ui/text-link.tsx';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { texts } from '@surcos/contracts/texts';
import { useAfterLoginPath } from '../route-guards.tsx';

export function LoginPage() {
  const navigate = useNavigate();
  const target = useAfterLoginPath();
  // Keep the destination when the visitor switches to registering instead.
  const registerPath = target === '/' ? '/register' : `/register?next=${encodeURIComponent(target)}`;

  return (
    <div className="mx-auto w-full max-w-md rounded-xl border border-line bg-surface p-6 sm:p-8">
      <PageHeading title={texts.login.title} />
      <LoginForm onSuccess={() => void navigate(target, { replace: true })} />
      <p className="mt-6">
        <TextLink to={registerPath}>{texts.login.toRegister}</TextLink>
      </p>
    </div>
  );
}
