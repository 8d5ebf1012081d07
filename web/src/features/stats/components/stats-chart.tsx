import { numberFormat } from '@surcos/contracts/intl';
import { lazy, Suspense, useId, useMemo, useRef } from 'react';
import { texts } from '@surcos/contracts/texts';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { useHasNearedScreen } from '../../../lib/use-has-neared-screen.ts';

// Chart.js comes with the first chart about to be seen, never with the app shell or another page.
const BarChart = lazy(() => import('./bar-chart.tsx').then((module) => ({ default: module.BarChart })));

export interface ChartRow {
  name: string;
  count: number;
}

interface StatsChartProps {
  title: string;
  /** The heading of the name column in the data table. */
  nameHeading: string;
  rows: readonly ChartRow[];
  headingLevel: 2 | 3;
  isHorizontal?: boolean;
  /** What the chart leaves out ('3 discos sin año.'), under it. */
  note?: string;
}

const localNumbers = () => numberFormat();

/** A titled chart and, for screen readers, the same figures as a table. */
export function StatsChart({
  title,
  nameHeading,
  rows,
  headingLevel,
  isHorizontal = false,
  note,
}: StatsChartProps) {
  const titleId = useId();
  const figureRef = useRef<HTMLElement>(null);
  // Drawing is the heaviest part of a statistics section: a chart far down a profile waits until it
  // is about to be seen, and keeps its place meanwhile.
  const isNear = useHasNearedScreen(figureRef);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const labels = useMemo(() => rows.map((row) => row.name), [rows]);
  const values = useMemo(() => rows.map((row) => row.count), [rows]);
  const height = isHorizontal ? Math.max(160, rows.length * 28 + 48) : 256;
  // Its height is set on the element, not written as a style attribute, which the
  // Content-Security-Policy refuses in HTML the server renders (src/render-visitor-page.tsx).
  const placeholder = (
    <div
      className="h-40"
      ref={(box) => {
        if (box) box.style.height = `${height}px`;
      }}
    >
      <Skeleton className="size-full" />
    </div>
  );
  return (
    <figure
      ref={figureRef}
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-line bg-surface p-4"
    >
      <Heading id={titleId} className="text-lg font-bold">
        {title}
      </Heading>
      {rows.length === 0 ? (
        <p className="text-fg-muted">{texts.stats.noData}</p>
      ) : (
        <>
          {isNear ? (
            <Suspense fallback={placeholder}>
              <BarChart
                label={title}
                labels={labels}
                values={values}
                height={height}
                isHorizontal={isHorizontal}
              />
            </Suspense>
          ) : (
            placeholder
          )}
          <table className="sr-only">
            <caption>{title}</caption>
            <thead>
              <tr>
                <th scope="col">{nameHeading}</th>
                <th scope="col">{texts.stats.tableCount}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.name}>
                  <th scope="row">{row.name}</th>
                  <td>{localNumbers().format(row.count)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {note ? <p className="text-sm text-fg-muted">{note}</p> : null}
    </figure>
  );
}
