import { COMMAND_LINE_ACTOR } from '@surcos/contracts/admin';
import { texts } from '@surcos/contracts/texts';
import { PagedList } from '../../../components/ui/paged-list.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { useAudit } from '../api/get-audit.ts';
import { formatDateTime } from '../../../lib/date-time.ts';

/** Registro de actividad: who did what to whom, newest first. */
export function AdminAudit() {
  const audit = useAudit();
  const items = audit.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <PagedList
      query={audit}
      itemCount={items.length}
      emptyMessage={texts.admin.noAudit}
      loading={<LoadingState />}
      isAutomatic={false}
    >
      <ol className="flex flex-col divide-y divide-line rounded-lg border border-line bg-surface">
        {items.map((entry) => (
          <li key={entry.id} className="flex flex-col gap-1 p-4">
            <p>
              <span className="font-bold">
                {entry.actor?.name ??
                  (entry.actorLabel === COMMAND_LINE_ACTOR ? texts.admin.auditCommandLine : entry.actorLabel)}
              </span>{' '}
              {texts.admin.auditActions[entry.action]}{' '}
              <span className="font-bold">{entry.targetLabel ?? ''}</span>
            </p>
            {entry.detail ? <p className="text-fg-muted break-words">{entry.detail}</p> : null}
            <p className="text-sm text-fg-muted">
              <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
            </p>
          </li>
        ))}
      </ol>
    </PagedList>
  );
}
