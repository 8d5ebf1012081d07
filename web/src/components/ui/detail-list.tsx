import type { ReactNode } from 'react';

export type DetailField = [label: string, value: ReactNode];

/** Labelled values of one thing (an album, a collection): labels in a column of their own from small screens up. */
export function DetailList({
  fields,
  className = 'flex flex-col gap-3',
}: {
  fields: readonly DetailField[];
  className?: string;
}) {
  return (
    <dl className={className}>
      {fields.map(([label, value]) => (
        <div key={label} className="grid gap-x-6 gap-y-0.5 sm:grid-cols-[12rem_minmax(0,1fr)]">
          <dt className="font-bold text-fg-muted">{label}</dt>
          <dd className="break-words whitespace-pre-line">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
