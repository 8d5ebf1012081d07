import { texts } from '@surcos/contracts/texts';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useStartAccountImport } from '../api/start-account-import.ts';

const t = texts.imports.page;

/** Import straight from a Discogs account; the optional token is sent for this import only. */
export function AccountImportForm({ onStarted }: { onStarted: (jobId: string) => void }) {
  const start = useStartAccountImport();
  const [username, setUsername] = useState('');
  const [token, setToken] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    start.mutate({ username, ...(token.trim() ? { token } : {}) }, { onSuccess: (job) => onStarted(job.id) });
  };

  return (
    <form onSubmit={submit} aria-labelledby="account-import" className="flex max-w-xl flex-col gap-3">
      <h2 id="account-import" className="text-xl font-bold">
        {t.accountTitle}
      </h2>
      <TextField
        label={t.username}
        required
        autoComplete="off"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
      />
      <TextField
        label={t.token}
        hint={t.tokenHint}
        type="password"
        autoComplete="off"
        value={token}
        onChange={(event) => setToken(event.target.value)}
      />
      <FormAlert message={start.isError ? errorMessage(start.error) : null} />
      <Button type="submit" className="self-start" isLoading={start.isPending}>
        {t.accountStart}
      </Button>
    </form>
  );
}
