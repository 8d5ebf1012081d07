import { useLocation } from 'react-router';
import { texts } from '@surcos/contracts/texts';
import { loginPathFor } from '../../lib/safe-next.ts';
import { TextLink } from './text-link.tsx';

/** An open route whose content needs an account: say so, with a way in that comes back here. */
export function SignInPrompt({ message }: { message: string }) {
  const location = useLocation();
  return (
    <p className="rounded-lg border border-dashed border-line-strong px-4 py-6 text-fg-muted">
      {message}{' '}
      <TextLink to={loginPathFor(`${location.pathname}${location.search}`)}>{texts.social.signIn}</TextLink>
    </p>
  );
}
