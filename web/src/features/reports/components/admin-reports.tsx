import type { Report, ResolveReportBody } from '@surcos/contracts/reports';
import { texts } from '@surcos/contracts/texts';
import { useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { remoteProfilePagePath } from '@surcos/contracts/remote-address';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { PagedList } from '../../../components/ui/paged-list.tsx';
import { RemoteLink } from '../../../components/ui/remote-link.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/date-time.ts';
import { useReports } from '../api/get-reports.ts';
import { useResolveReport } from '../api/resolve-report.ts';

/** The form asking for a suspension's reason; the page hands in the admin area's own. */
export type SuspendFormSlot = (props: {
  userName: string;
  onDone: () => void;
  suspend: (reason: string) => Promise<unknown>;
}) => ReactNode;

/** Where the reported thing is, when it has a page of its own here. */
function targetPath(report: Report): string | null {
  if (report.targetKind === 'user') return `/user/${encodeURIComponent(report.targetId)}`;
  if (report.targetKind === 'collection') return `/collection/${encodeURIComponent(report.targetId)}`;
  if (report.targetKind === 'remote_account' && report.remote?.address) {
    return remoteProfilePagePath(report.remote.address);
  }
  return null;
}

/** Denuncias: the open reports (or all), each resolved by dismissing it, hiding the content or suspending. */
export function AdminReports({ renderSuspendForm }: { renderSuspendForm: SuspendFormSlot }) {
  const [showAll, setShowAll] = useState(false);
  const reports = useReports(showAll ? 'all' : 'open');
  const items = reports.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="flex flex-col gap-4">
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          checked={showAll}
          onChange={(event) => setShowAll(event.target.checked)}
          className="size-5 accent-accent"
        />
        {texts.admin.showResolved}
      </label>
      <PagedList
        query={reports}
        itemCount={items.length}
        emptyMessage={texts.admin.noReports}
        loading={<LoadingState />}
        isAutomatic={false}
      >
        <ul className="flex flex-col divide-y divide-line rounded-lg border border-line bg-surface">
          {items.map((report) => (
            <ReportRow key={report.id} report={report} renderSuspendForm={renderSuspendForm} />
          ))}
        </ul>
      </PagedList>
    </div>
  );
}

function ReportRow({ report, renderSuspendForm }: { report: Report; renderSuspendForm: SuspendFormSlot }) {
  const toast = useToast();
  const resolve = useResolveReport();
  const [isSuspending, setIsSuspending] = useState(false);
  const [isBlockingServer, setIsBlockingServer] = useState(false);
  const { remote } = report;
  const host = remote === null ? null : new URL(remote.actorUrl).host;
  const path = targetPath(report);
  const kind = texts.reports.targets[report.targetKind];

  async function handleResolve(body: ResolveReportBody, success: string) {
    try {
      await resolve.mutateAsync({ id: report.id, body });
      toast.success(success);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  return (
    <li className="flex flex-col gap-2 p-4">
      <p className="font-bold break-words">
        {kind[0]?.toUpperCase()}
        {kind.slice(1)}:{' '}
        {path ? <TextLink to={path}>{report.targetLabel}</TextLink> : <q>{report.targetLabel}</q>}
      </p>
      {report.targetUser && report.targetKind !== 'user' ? (
        <p className="text-sm">{texts.admin.reportOwner(report.targetUser.name)}</p>
      ) : null}
      {remote ? (
        <>
          <p className="text-sm break-all">{texts.admin.remoteOwner(remote.address ?? remote.actorUrl)}</p>
          <RemoteLink href={report.targetKind === 'remote_post' ? report.targetId : remote.actorUrl}>
            {texts.admin.remoteOpen}
          </RemoteLink>
        </>
      ) : null}
      <p>
        <span className="font-bold">{texts.reports.reasons[report.reason]}</span>
        {report.text ? <span className="break-words">: {report.text}</span> : null}
      </p>
      <p className="text-sm text-fg-muted">
        {report.reporter ? texts.admin.reportedBy(report.reporter.name) : texts.admin.reportedByDeleted} ·{' '}
        <time dateTime={report.createdAt}>{formatDateTime(report.createdAt)}</time> ·{' '}
        {texts.admin.reportStates[report.state]}
      </p>
      {report.state === 'open' ? (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            disabled={resolve.isPending}
            onClick={() => void handleResolve({ action: 'dismiss' }, texts.admin.reportDismissed)}
          >
            {texts.admin.dismiss}
          </Button>
          {report.targetKind === 'user' || report.targetKind === 'remote_account' ? null : (
            <Button
              variant="secondary"
              disabled={resolve.isPending}
              onClick={() => void handleResolve({ action: 'hide' }, texts.admin.contentHidden)}
            >
              {texts.admin.hide}
            </Button>
          )}
          {report.targetUser ? (
            <Button variant="danger" disabled={resolve.isPending} onClick={() => setIsSuspending(true)}>
              {texts.admin.suspendOwner}
            </Button>
          ) : null}
          {host ? (
            <Button variant="danger" disabled={resolve.isPending} onClick={() => setIsBlockingServer(true)}>
              {texts.admin.blockReportedServer}
            </Button>
          ) : null}
        </div>
      ) : null}
      {host ? (
        <ConfirmDialog
          open={isBlockingServer}
          onClose={() => setIsBlockingServer(false)}
          title={texts.admin.blockServerTitle(host)}
          description={texts.admin.blockReportedServerText}
          cancelLabel={texts.reports.cancel}
          confirmLabel={texts.admin.blockReportedServer}
          isPending={resolve.isPending}
          onConfirm={() => {
            flushSync(() => setIsBlockingServer(false));
            void handleResolve({ action: 'block-server' }, texts.admin.reportedServerBlocked);
          }}
        />
      ) : null}
      {report.targetUser ? (
        <Dialog
          open={isSuspending}
          onClose={() => setIsSuspending(false)}
          title={texts.admin.suspendTitle(report.targetUser.name)}
        >
          {renderSuspendForm({
            userName: report.targetUser.name,
            onDone: () => flushSync(() => setIsSuspending(false)),
            suspend: (reason) => resolve.mutateAsync({ id: report.id, body: { action: 'suspend', reason } }),
          })}
        </Dialog>
      ) : null}
    </li>
  );
}
