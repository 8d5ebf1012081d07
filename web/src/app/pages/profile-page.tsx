import { flushSync } from 'react-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/ui/button.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { refreshSession, useCurrentUser } from '../../features/auth/api/get-session.ts';
import { SignOutButton } from '../../features/auth/components/sign-out-button.tsx';
import { ExportLinks } from '../../features/exports/components/export-links.tsx';
import { texts } from '@surcos/contracts/texts';

export function ProfilePage() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  useEmailChangedNotice();

  if (!user) return null;
  return (
    <>
      <PageHeading title={texts.profile.title} />
      <dl className="mb-8 grid max-w-xl gap-4 rounded-xl border border-line bg-surface p-5">
        <div>
          <dt className="text-sm text-fg-muted">{texts.fields.name}</dt>
          <dd className="text-lg font-bold break-words">{user.name}</dd>
        </div>
        <div>
          <dt className="text-sm text-fg-muted">{texts.fields.email}</dt>
          <dd className="text-lg font-bold break-words">{user.email}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-3">
        <ButtonLink to="/edit-profile">{texts.profile.edit}</ButtonLink>
        <ButtonLink to={`/user/${encodeURIComponent(user.id)}`} variant="secondary">
          {texts.profile.publicProfile}
        </ButtonLink>
        <SignOutButton
          // flushSync: show /login before the signed-out session re-renders this protected page.
          onSignedOut={() => flushSync(() => void navigate('/login', { replace: true }))}
        />
        <ButtonLink to="/import" variant="secondary">
          {texts.imports.page.link}
        </ButtonLink>
        <ButtonLink to="/stats" variant="secondary">
          {texts.stats.link}
        </ButtonLink>
        <ButtonLink to="/settings/blocks" variant="secondary">
          {texts.blocks.settingsTitle}
        </ButtonLink>
        <ButtonLink to="/notifications/settings" variant="secondary">
          {texts.notifications.settingsLink}
        </ButtonLink>
      </div>
      <ExportLinks />
    </>
  );
}

/**
 * The verification link of an email change lands on /profile?emailChanged=1.
 * Confirm it once, re-read the session (the address has changed) and tidy the URL.
 */
function useEmailChangedNotice() {
  const [searchParams, setSearchParams] = useSearchParams();
  const toast = useToast();
  const queryClient = useQueryClient();
  const isHandled = useRef(false);
  const emailChanged = searchParams.get('emailChanged');
  const linkError = searchParams.get('error');

  useEffect(() => {
    if (emailChanged === null || isHandled.current) return;
    isHandled.current = true;
    // better-auth appends its own `?error=` to the callback URL when the link is bad.
    if (emailChanged === '1' && linkError === null) {
      toast.success(texts.profile.emailChanged);
      void refreshSession(queryClient);
    } else {
      toast.error(texts.profile.emailChangeFailed);
    }
    setSearchParams(
      (params) => {
        params.delete('emailChanged');
        params.delete('error');
        return params;
      },
      { replace: true },
    );
  }, [emailChanged, linkError, queryClient, setSearchParams, toast]);
}
