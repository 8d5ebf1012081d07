import { TextLink } from '../../components/ui/text-link.tsx';
import { AuthCard } from '../../features/auth/components/auth-card.tsx';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form.tsx';
import { texts } from '@surcos/contracts/texts';

export function ForgotPasswordPage() {
  return (
    <AuthCard title={texts.forgotPassword.title}>
      <ForgotPasswordForm />
      <p className="mt-6">
        <TextLink to="/login">{texts.forgotPassword.toLogin}</TextLink>
      </p>
    </AuthCard>
  );
}
