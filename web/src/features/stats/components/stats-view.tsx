import { numberFormat } from '@surcos/contracts/intl';
import type { Stats } from '@surcos/contracts/stats';
import { STATS_CURRENCIES, type StatsCurrency } from '@surcos/contracts/stats-currencies';
import { texts } from '@surcos/contracts/texts';
import type { UseQueryResult } from '@tanstack/react-query';
import { FigureList } from '../../../components/ui/figure-list.tsx';
import { EmptyState } from '../../../components/ui/error-state.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useStatsCurrency } from '../lib/stats-currency.ts';
import { type ChartRow, StatsChart } from './stats-chart.tsx';
import { LookupState } from '../../../components/ui/lookup-state.tsx';

const t = texts.stats;
const localNumbers = () => numberFormat();

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
  if (!query.data) return <LookupState query={query} loadingLabel={t.loading} />;
  const stats = query.data;
  if (stats.albums === 0) return <EmptyState message={emptyMessage} />;
  return <StatsFigures stats={stats} headingLevel={headingLevel} />;
}

function StatsFigures({ stats, headingLevel }: { stats: Stats; headingLevel: 2 | 3 }) {
  const [currency, setCurrency] = useStatsCurrency();
  // An unknown value is not 0: without any price there is no value to show.
  const hasValue = stats.value.pricedAlbums > 0;
  // No exchange rate is known: the value stays in the currency its prices came in, and says so.
  const shownCurrency = stats.value.currency;
  const priceFormat = numberFormat({ style: 'currency', currency: shownCurrency });
  const currencyName = (code: string) => t.currencyNames[code as StatsCurrency] ?? code;
  const summary: Array<[label: string, value: string]> = [
    [t.albums, localNumbers().format(stats.albums)],
    ...(stats.copies === null ? [] : [[t.copies, localNumbers().format(stats.copies)] as [string, string]]),
    ...(hasValue ? [[t.value, priceFormat.format(stats.value.total)] as [string, string]] : []),
  ];
  const missing = (count: number, say: (count: number) => string) => (count > 0 ? say(count) : undefined);
  const charts: Array<{
    title: string;
    nameHeading: string;
    rows: ChartRow[];
    isHorizontal?: boolean;
    note?: string | undefined;
  }> = [
    {
      title: t.charts.months,
      nameHeading: t.tableMonth,
      rows: stats.months.map(({ month, count }) => ({ name: monthName(month), count })),
    },
    {
      title: t.charts.genres,
      nameHeading: t.tableName,
      rows: stats.genres,
      isHorizontal: true,
      note: missing(stats.missing.genre, t.missing.genre),
    },
    {
      title: t.charts.styles,
      nameHeading: t.tableName,
      rows: stats.styles,
      isHorizontal: true,
      note: missing(stats.missing.style, t.missing.style),
    },
    {
      title: t.charts.decades,
      nameHeading: t.tableDecade,
      rows: stats.decades.map(({ decade, count }) => ({ name: t.decade(decade), count })),
      note: missing(stats.missing.year, t.missing.year),
    },
    {
      title: stats.scope === 'own' ? t.charts.formatsOfCopies : t.charts.formats,
      nameHeading: t.tableName,
      rows: stats.formats,
      isHorizontal: true,
    },
    {
      title: t.charts.countries,
      nameHeading: t.tableName,
      rows: stats.countries,
      isHorizontal: true,
      note: missing(stats.missing.country, t.missing.country),
    },
    { title: t.charts.artists, nameHeading: t.tableName, rows: stats.artists, isHorizontal: true },
    {
      title: t.charts.labels,
      nameHeading: t.tableName,
      rows: stats.labels,
      isHorizontal: true,
      note: missing(stats.missing.label, t.missing.label),
    },
  ];
  return (
    <div className="flex flex-col gap-6">
      <div>
        <FigureList figures={summary} className="grid-cols-2 sm:grid-cols-3" />
        {hasValue ? (
          <>
            <p className="mt-2 text-sm text-fg-muted">
              {t.valueNote(stats.value.pricedAlbums, stats.albums)}
              {stats.value.pricedCopies === null ? '' : ` ${t.valueNoteCopies(stats.value.pricedCopies)}`}
            </p>
            {currency !== shownCurrency && (
              <p className="mt-1 text-sm text-fg-muted">
                {t.notConverted(currencyName(shownCurrency), currencyName(currency))}
              </p>
            )}
            {stats.scope === 'own' && (
              <SelectField
                label={t.currency}
                value={currency}
                options={STATS_CURRENCIES.map((code) => ({ value: code, label: t.currencies[code] }))}
                onValueChange={setCurrency}
                className="mt-3 max-w-xs"
              />
            )}
          </>
        ) : (
          <p className="mt-2 text-sm text-fg-muted">{t.noPrices}</p>
        )}
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
