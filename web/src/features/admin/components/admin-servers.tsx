import { numberFormat } from '@surcos/contracts/intl';
import { DomainBlockBodySchema, type KnownServer } from '@surcos/contracts/remote-blocks';
import { texts } from '@surcos/contracts/texts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { EmptyState } from '../../../components/ui/error-state.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { Form } from '../../../components/ui/form.tsx';
import { TextAreaField } from '../../../components/ui/textarea-field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/date-time.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useSingleFlight } from '../../../lib/use-single-flight.ts';
import { useBlockServer, useServers } from '../api/servers.ts';
import { LookupState } from '../../../components/ui/lookup-state.tsx';

const count = () => numberFormat();

/**
 * Servidores: the servers whose accounts this one knows, with how many of
 * them, their follows both ways and when one was last seen; each can be
 * blocked (with an optional reason) or unblocked, and a server not yet seen
 * can be blocked by name.
 */
export function AdminServers() {
  const servers = useServers();
  const [blocking, setBlocking] = useState<string | null>(null);
  if (!servers.isSuccess) return <LookupState query={servers} />;
  const { items } = servers.data;

  return (
    <div className="flex flex-col gap-6">
      <p className="max-w-2xl text-fg-muted">{texts.admin.serversIntro}</p>
      {items.length === 0 ? (
        <EmptyState message={texts.admin.noServers} />
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left">
            <caption className="sr-only">{texts.admin.servers}</caption>
            <thead>
              <tr className="text-sm text-fg-muted">
                <th scope="col" className="py-1 pe-4">
                  {texts.admin.serverHost}
                </th>
                <th scope="col" className="py-1 pe-4">
                  {texts.admin.serverActors}
                </th>
                <th scope="col" className="py-1 pe-4">
                  {texts.admin.serverFollowers}
                </th>
                <th scope="col" className="py-1 pe-4">
                  {texts.admin.serverFollows}
                </th>
                <th scope="col" className="py-1 pe-4">
                  {texts.admin.serverLastSeen}
                </th>
                <th scope="col" className="py-1">
                  <span className="sr-only">{texts.admin.serverBlocked}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((server) => (
                <ServerRow key={server.host} server={server} onBlock={() => setBlocking(server.host)} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <section aria-labelledby="bloquear-servidor" className="max-w-xl">
        <h3 id="bloquear-servidor" className="mb-2 text-lg font-bold">
          {texts.admin.blockServerByName}
        </h3>
        <BlockServerForm />
      </section>
      <Dialog
        open={blocking !== null}
        onClose={() => setBlocking(null)}
        title={texts.admin.blockServerTitle(blocking ?? '')}
      >
        {blocking === null ? null : <BlockServerForm host={blocking} onDone={() => setBlocking(null)} />}
      </Dialog>
    </div>
  );
}

function ServerRow({ server, onBlock }: { server: KnownServer; onBlock: () => void }) {
  const unblock = useBlockServer();
  const once = useSingleFlight();
  const toast = useToast();

  async function handleUnblock() {
    try {
      await unblock.mutateAsync({ host: server.host, on: false });
      toast.success(texts.admin.serverUnblockedToast(server.host));
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  return (
    <tr className="border-t border-line align-top">
      <th scope="row" className="py-2 pe-4 font-bold break-all">
        {server.host}
        {server.blocked ? (
          <p className="text-sm font-normal text-fg-muted">
            <span className="font-bold">{texts.admin.serverBlocked}</span>
            {server.blocked.reason ? ` · ${server.blocked.reason}` : null}
          </p>
        ) : null}
      </th>
      <td className="py-2 pe-4">{count().format(server.actors)}</td>
      <td className="py-2 pe-4">{count().format(server.followers)}</td>
      <td className="py-2 pe-4">{count().format(server.follows)}</td>
      <td className="py-2 pe-4">{server.lastSeenAt === null ? '—' : formatDateTime(server.lastSeenAt)}</td>
      <td className="py-2">
        {server.blocked ? (
          <Button
            variant="secondary"
            isLoading={unblock.isPending}
            aria-label={`${texts.admin.unblockServer}: ${server.host}`}
            onClick={() => void once(handleUnblock)}
          >
            {texts.admin.unblockServer}
          </Button>
        ) : (
          <Button
            variant="danger"
            aria-label={`${texts.admin.blockServer}: ${server.host}`}
            onClick={onBlock}
          >
            {texts.admin.blockServer}
          </Button>
        )}
      </td>
    </tr>
  );
}

/** Blocks `host`, or the server typed, with an optional reason. */
function BlockServerForm({ host, onDone }: { host?: string; onDone?: () => void }) {
  const toast = useToast();
  const block = useBlockServer();
  const { field, formProps, send, setValues } = useForm({ host: host ?? '', reason: '' });

  async function handleSubmit() {
    let blocked = '';
    const isDone = await send(DomainBlockBodySchema, (body) => {
      blocked = body.host;
      return block.mutateAsync({ host: body.host, on: true, reason: body.reason ?? '' });
    });
    if (!isDone) return;
    toast.success(texts.admin.serverBlockedToast(blocked));
    setValues({ host: host ?? '', reason: '' });
    onDone?.();
  }

  return (
    <Form {...formProps(handleSubmit)} className="flex flex-col gap-4">
      {host === undefined ? <TextField label={texts.admin.serverHost} required {...field('host')} /> : null}
      <TextAreaField label={texts.admin.blockServerReason} {...field('reason')} />
      <div className="flex flex-wrap justify-end gap-3">
        {onDone ? (
          <Button variant="secondary" disabled={block.isPending} onClick={onDone}>
            {texts.admin.cancel}
          </Button>
        ) : null}
        <Button type="submit" variant="danger" isLoading={block.isPending}>
          {texts.admin.blockServer}
        </Button>
      </div>
    </Form>
  );
}
