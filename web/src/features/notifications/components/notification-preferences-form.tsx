import {
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationPreference,
} from '@surcos/contracts/notifications';
import { texts } from '@surcos/contracts/texts';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../api/preferences.ts';
import { LookupState } from '../../../components/ui/lookup-state.tsx';

type Switch = 'inApp' | 'email';

/** Each kind's two switches (in Surcos, by mail), saved together. */
export function NotificationPreferencesForm() {
  const preferences = useNotificationPreferences();
  if (!preferences.isSuccess)
    return <LookupState query={preferences} failureMessage={texts.notifications.settings.loadError} />;
  return <PreferencesForm initial={preferences.data.preferences} />;
}

function PreferencesForm({ initial }: { initial: readonly NotificationPreference[] }) {
  const [values, setValues] = useState(() => new Map(initial.map((each) => [each.kind, each])));
  const [error, setError] = useState<string | null>(null);
  const save = useSaveNotificationPreferences();
  const toast = useToast();
  const t = texts.notifications.settings;

  const toggle = (kind: NotificationKind, field: Switch, on: boolean) =>
    setValues((current) => {
      const next = new Map(current);
      const was = next.get(kind) ?? { kind, inApp: true, email: true };
      next.set(kind, { ...was, [field]: on });
      return next;
    });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    try {
      const saved = await save.mutateAsync([...values.values()]);
      setValues(new Map(saved.preferences.map((each) => [each.kind, each])));
      toast.success(t.saved);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} className="flex max-w-3xl flex-col gap-4">
      <FormAlert message={error} />
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">{texts.notifications.settingsTitle}</caption>
        <thead>
          <tr className="border-b border-line">
            <th scope="col" className="py-2 pr-2">
              {t.kind}
            </th>
            <th scope="col" className="px-2 py-2 text-center">
              {t.inApp}
            </th>
            <th scope="col" className="py-2 pl-2 text-center">
              {t.email}
            </th>
          </tr>
        </thead>
        <tbody>
          {NOTIFICATION_KINDS.map((kind) => {
            const name = texts.notifications.kinds[kind];
            const value = values.get(kind) ?? { kind, inApp: true, email: true };
            return (
              <tr key={kind} className="border-b border-line">
                <th scope="row" className="py-2 pr-2 font-normal break-words">
                  {name}
                </th>
                {(['inApp', 'email'] as const).map((field) => (
                  <td key={field} className="px-2 py-2 text-center">
                    <input
                      type="checkbox"
                      className="size-6 accent-accent"
                      aria-label={field === 'inApp' ? t.inAppOf(name) : t.emailOf(name)}
                      checked={value[field]}
                      onChange={(event) => toggle(kind, field, event.target.checked)}
                    />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
      <div>
        <Button type="submit" isLoading={save.isPending}>
          {t.save}
        </Button>
      </div>
    </form>
  );
}
