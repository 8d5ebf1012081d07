import { useNavigate } from 'react-router';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { TextLink } from '../../components/ui/text-link.tsx';
import { RegisterForm } from '../../features/auth/components/register-form.tsx';
import { texts } from '@surcos/contracts/texts';
import { useAfterLoginPath } from '../route-guards.tsx';

export function RegisterPage() {
  const navigate = useNavigate();
  const target = useAfterLoginPath();
  const loginPath = target === '/' ? '/login' : `/login?next=${encodeURIComponent(target)}`;

  return (
    <div className="mx-auto w-full max-w-md rounded-xl border border-line bg-surface p-6 sm:p-8">
      <PageHeading title={texts.register.title} />
      <RegisterForm onSuccess={() => void navigate(target, { replace: true })} />
      <p className="mt-6">
        <TextLink to={loginPath}>{texts.register.toLogin}</TextLink>
      </p>
    </div>
  );
}
