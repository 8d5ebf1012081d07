/** A few labelled figures in tiles (a profile's counts, a collection's totals). */
export function FigureList({
  figures,
  className = 'grid-cols-2 sm:grid-cols-4',
}: {
  figures: ReadonlyArray<readonly [label: string, value: string]>;
  /** The grid's columns. */
  className?: string;
}) {
  return (
    <dl className={`grid max-w-2xl gap-3 ${className}`}>
      {figures.map(([label, value]) => (
        <div key={label} className="flex flex-col rounded-lg border border-line bg-surface px-4 py-3">
          <dt className="text-sm text-fg-muted">{label}</dt>
          <dd className="text-2xl font-bold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
