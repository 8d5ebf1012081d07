import type { Stats } from '@surcos/contracts/stats';
import { texts } from '@surcos/contracts/texts';
import type { UseQueryResult } from '@tanstack/react-query';
import { FigureList } from '../../../components/ui/figure-list.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/error-state.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { type ChartRow, StatsChart } from './stats-chart.tsx';

const t = texts.stats;
const numberFormat = new Intl.NumberFormat(texts.locale);

const monthName = (month: string) => {
  const [year = 1970, number = 1] = month.split('-').map(Number);
  return new Date(Date.UTC(year, number - 1)).toLocaleDateString(texts.locale, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
};

interface StatsViewProps {
  query: UseQueryResult<Stats>;
  /** 2 on /stats, 3 inside a profile's section. */
  headingLevel: 2 | 3;
  emptyMessage: string;
}

/** Loading, error, empty or the figures: one view for /stats and the profile's section. */
export function StatsView({ query, headingLevel, emptyMessage }: StatsViewProps) {
  // A failed refresh keeps what is on screen; only a first load that failed shows the error.
  if (!query.data) {
    return query.isError ? (
      <ErrorState
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    ) : (
      <LoadingState label={t.loading} />
    );
  }
  const stats = query.data;
  if (stats.albums === 0) return <EmptyState message={emptyMessage} />;
  return <StatsFigures stats={stats} headingLevel={headingLevel} />;
}

function StatsFigures({ stats, headingLevel }: { stats: Stats; headingLevel: 2 | 3 }) {
  const priceFormat = new Intl.NumberFormat(texts.locale, {
    style: 'currency',
    currency: stats.value.currency,
  });
  const summary: Array<[label: string, value: string]> = [
    [t.albums, numberFormat.format(stats.albums)],
    ...(stats.copies === null ? [] : [[t.copies, numberFormat.format(stats.copies)] as [string, string]]),
    [t.value, priceFormat.format(stats.value.total)],
  ];
  const charts: Array<{ title: string; nameHeading: string; rows: ChartRow[]; isHorizontal?: boolean }> = [
    {
      title: t.charts.months,
      nameHeading: t.tableMonth,
      rows: stats.months.map(({ month, count }) => ({ name: monthName(month), count })),
    },
    { title: t.charts.genres, nameHeading: t.tableName, rows: stats.genres, isHorizontal: true },
    { title: t.charts.styles, nameHeading: t.tableName, rows: stats.styles, isHorizontal: true },
    {
      title: t.charts.decades,
      nameHeading: t.tableDecade,
      rows: stats.decades.map(({ decade, count }) => ({ name: t.decade(decade), count })),
    },
    {
      title: stats.scope === 'own' ? t.charts.formatsOfCopies : t.charts.formats,
      nameHeading: t.tableName,
      rows: stats.formats,
      isHorizontal: true,
    },
    { title: t.charts.countries, nameHeading: t.tableName, rows: stats.countries, isHorizontal: true },
    { title: t.charts.artists, nameHeading: t.tableName, rows: stats.artists, isHorizontal: true },
    { title: t.charts.labels, nameHeading: t.tableName, rows: stats.labels, isHorizontal: true },
  ];
  return (
    <div className="flex flex-col gap-6">
      <div>
        <FigureList figures={summary} className="grid-cols-2 sm:grid-cols-3" />
        <p className="mt-2 text-sm text-fg-muted">
          {t.valueNote(stats.value.pricedAlbums, stats.albums)}
          {stats.value.pricedCopies === null ? '' : ` ${t.valueNoteCopies(stats.value.pricedCopies)}`}
        </p>
        {stats.scope === 'public' ? <p className="mt-1 text-sm text-fg-muted">{t.publicNote}</p> : null}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        {charts.map((chart) => (
          <StatsChart key={chart.title} headingLevel={headingLevel} {...chart} />
        ))}
      </div>
    </div>
  );
}
