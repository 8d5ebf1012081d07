import { flushSync } from 'react-dom';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/ui/button.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { refreshSession, useCurrentUser } from '../../features/auth/api/get-session.ts';
import { ChangeHandleSection } from '../../features/auth/components/change-handle-section.tsx';
import { SignOutButton } from '../../features/auth/components/sign-out-button.tsx';
import { HandleAddress } from '../../features/users/components/handle-address.tsx';
import { ExportLinks } from '../../features/exports/components/export-links.tsx';
import { ThemeChoice } from '../../features/theme/components/theme-choice.tsx';
import { texts } from '@surcos/contracts/texts';
import { COLLECTION_TOOLS } from '../collection-tools.tsx';
import { LanguageSetting } from '../language-choice.tsx';

const t = texts.profile;

export function ProfilePage() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  useEmailChangedNotice();

  if (!user) return null;
  return (
    <>
      <PageHeading title={t.title} />
      <div className="flex max-w-2xl flex-col gap-10">
        <ProfileSection id="cuenta" title={t.sections.account}>
          <dl className="mb-4 grid gap-4 rounded-xl border border-line bg-surface p-5">
            <div>
              <dt className="text-sm text-fg-muted">{texts.fields.name}</dt>
              <dd className="text-lg font-bold break-words">{user.name}</dd>
            </div>
            <div>
              <dt className="text-sm text-fg-muted">{texts.fields.email}</dt>
              <dd className="text-lg font-bold break-words">{user.email}</dd>
            </div>
            <div>
              <dt className="text-sm text-fg-muted">{texts.handles.label}</dt>
              <dd className="mt-1 flex flex-col gap-3">
                <HandleAddress address={user.address} />
                <div>
                  <ChangeHandleSection user={user} />
                </div>
              </dd>
            </div>
          </dl>
          <div className="flex flex-wrap gap-3">
            <ButtonLink to="/edit-profile">{t.edit}</ButtonLink>
            <ButtonLink to={`/user/${encodeURIComponent(user.id)}`} variant="secondary">
              {t.publicProfile}
            </ButtonLink>
          </div>
        </ProfileSection>
        <ProfileSection id="coleccion" title={t.sections.collection}>
          <LinkRows links={COLLECTION_TOOLS} />
        </ProfileSection>
        <ExportLinks />
        <ProfileSection id="apariencia" title={t.sections.appearance}>
          <ThemeChoice />
          <LanguageSetting />
        </ProfileSection>
        <ProfileSection id="privacidad" title={t.sections.privacy}>
          <LinkRows
            links={[
              { to: '/settings/blocks', label: texts.blocks.settingsTitle },
              { to: '/notifications/settings', label: texts.notifications.settingsLink },
              { to: '/settings/tokens', label: texts.tokens.settingsTitle },
            ]}
          />
        </ProfileSection>
        {/* Last, and set apart from the settings above: leaving is not one more setting. */}
        <div className="border-t border-line pt-6">
          <SignOutButton
            // flushSync: show /login before the signed-out session re-renders this protected page.
            onSignedOut={() => flushSync(() => void navigate('/login', { replace: true }))}
          />
        </div>
      </div>
    </>
  );
}

function ProfileSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-titulo`}>
      <h2 id={`${id}-titulo`} className="mb-3 text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Settings-style rows: each a whole-width link to its page. */
function LinkRows({ links }: { links: readonly { to: string; label: string }[] }) {
  return (
    <ul className="divide-y divide-line overflow-hidden rounded-xl border border-line bg-surface">
      {links.map((link) => (
        <li key={link.to}>
          <Link
            to={link.to}
            className="flex min-h-12 items-center justify-between gap-3 px-4 py-3 font-bold text-fg hover:bg-raised"
          >
            {link.label}
            <span aria-hidden="true" className="text-fg-muted">
              ›
            </span>
          </Link>
        </li>
      ))}
    </ul>
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
