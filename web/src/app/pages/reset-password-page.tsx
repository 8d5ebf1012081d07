import { useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../features/auth/components/auth-card.tsx';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form.tsx';
import { texts } from '@surcos/contracts/texts';

export function ResetPasswordPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();

  return (
    <AuthCard title={texts.resetPassword.title}>
      <ResetPasswordForm
        token={searchParams.get('token') ?? ''}
        onSuccess={() => void navigate('/login', { replace: true })}
      />
    </AuthCard>
  );
}
