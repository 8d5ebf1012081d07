import { LANGUAGE_INFO, LANGUAGES, type Language } from '@surcos/contracts/languages';
import { texts } from '@surcos/contracts/texts';
import type { LanguageBody } from '@surcos/contracts/users';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useToast } from '../components/ui/toast.tsx';
import { sessionQueryOptions, useCurrentUser } from '../features/auth/api/get-session.ts';
import { apiPut, errorMessage } from '../lib/api-client.ts';
import { rememberLanguage, switchLanguage, useLanguage } from '../lib/language.ts';

/** A language as the switch offers it: its own name, and whether its translation is partial. */
const offered = (language: Language): string =>
  LANGUAGE_INFO[language].complete
    ? LANGUAGE_INFO[language].name
    : texts.language.partial(LANGUAGE_INFO[language].name);

/**
 * Choosing a language. A member's choice is theirs on every device and in their mails (the
 * server keeps it); a visitor's is this device's. Either applies at once, with no reload.
 */
function useChooseLanguage() {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [isSaving, setIsSaving] = useState(false);

  async function choose(language: Language): Promise<void> {
    if (!user) {
      await switchLanguage(language);
      return;
    }
    setIsSaving(true);
    try {
      await apiPut<LanguageBody>('/api/me/language', { language });
      queryClient.setQueryData(sessionQueryOptions().queryKey, (session) =>
        session?.user ? { ...session, user: { ...session.user, language } } : session,
      );
      await switchLanguage(language);
      toast.success(texts.language.saved);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setIsSaving(false);
    }
  }

  return { choose, isSaving };
}

/** The member's setting, wherever they set it: a device that opens follows it. */
export function useMembersLanguage(): void {
  const chosen = useCurrentUser()?.language;
  useEffect(() => {
    if (chosen) void rememberLanguage(chosen);
  }, [chosen]);
}

/** The footer's switch, for everyone: 'Idioma' / 'Language', each language in its own name. */
export function LanguageSwitch() {
  const language = useLanguage();
  const { choose, isSaving } = useChooseLanguage();
  const [pending, setPending] = useState<Language | null>(null);
  const id = useId();
  return (
    <p className="flex items-center justify-center gap-2">
      <label htmlFor={id}>{texts.language.label}</label>
      <select
        id={id}
        value={pending ?? language}
        disabled={isSaving}
        onChange={(event) => {
          const chosen = event.currentTarget.value as Language;
          setPending(chosen);
          void choose(chosen).finally(() => setPending(null));
        }}
        className="min-h-11 rounded-md border border-line-strong bg-surface px-2 text-fg"
      >
        {LANGUAGES.map((option) => (
          <option key={option} value={option} lang={option}>
            {offered(option)}
          </option>
        ))}
      </select>
    </p>
  );
}

/** The profile's setting: the same choice, explained. */
export function LanguageSetting() {
  const language = useLanguage();
  const { choose, isSaving } = useChooseLanguage();
  // The choice shows as made while it is saved; a refusal puts the saved one back.
  const [pending, setPending] = useState<Language | null>(null);
  const hintId = useId();
  return (
    <fieldset aria-describedby={hintId} className="flex flex-col gap-2" disabled={isSaving}>
      <legend className="mb-1 font-bold">{texts.language.settingTitle}</legend>
      <div className="flex flex-wrap gap-2">
        {LANGUAGES.map((option) => (
          <label
            key={option}
            lang={option}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-line-strong px-3 has-checked:border-accent has-checked:bg-raised"
          >
            <input
              type="radio"
              name="language"
              value={option}
              checked={(pending ?? language) === option}
              onChange={() => {
                setPending(option);
                void choose(option).finally(() => setPending(null));
              }}
              className="size-5 accent-accent"
            />
            {offered(option)}
          </label>
        ))}
      </div>
      <p id={hintId} className="text-sm text-fg-muted">
        {texts.language.settingHint}
      </p>
    </fieldset>
  );
}
