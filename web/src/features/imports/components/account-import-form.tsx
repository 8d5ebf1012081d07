import { texts } from '@surcos/contracts/texts';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useStartAccountImport } from '../api/start-account-import.ts';

const t = texts.imports.page;

/** Import straight from a Discogs account; the optional token is sent for this import only. */
export function AccountImportForm({ onStarted }: { onStarted: (jobId: string) => void }) {
  const start = useStartAccountImport();
  const [username, setUsername] = useState('');
  const [token, setToken] = useState('');
  const usernameId = useId();
  const tokenId = useId();
  const hintId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    start.mutate({ username, ...(token.trim() ? { token } : {}) }, { onSuccess: (job) => onStarted(job.id) });
  };

  return (
    <form onSubmit={submit} aria-labelledby="account-import" className="flex max-w-xl flex-col gap-3">
      <h2 id="account-import" className="text-xl font-bold">
        {t.accountTitle}
      </h2>
      <label htmlFor={usernameId} className="font-bold">
        {t.username}
      </label>
      <input
        id={usernameId}
        required
        autoComplete="off"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        className="min-h-11 rounded-lg border border-line-strong bg-surface px-3"
      />
      <label htmlFor={tokenId} className="font-bold">
        {t.token}
      </label>
      <input
        id={tokenId}
        type="password"
        autoComplete="off"
        aria-describedby={hintId}
        value={token}
        onChange={(event) => setToken(event.target.value)}
        className="min-h-11 rounded-lg border border-line-strong bg-surface px-3"
      />
      <p id={hintId} className="text-sm text-fg-muted">
        {t.tokenHint}
      </p>
      <FormAlert message={start.isError ? errorMessage(start.error) : null} />
      <Button type="submit" className="self-start" isLoading={start.isPending}>
        {t.accountStart}
      </Button>
    </form>
  );
}
