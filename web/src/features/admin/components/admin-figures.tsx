import { numberFormat } from '@surcos/contracts/intl';
import { texts } from '@surcos/contracts/texts';
import { FigureList } from '../../../components/ui/figure-list.tsx';
import { useFigures } from '../api/get-figures.ts';
import { LookupState } from '../../../components/ui/lookup-state.tsx';

const count = () => numberFormat();
const megabytes = () =>
  numberFormat({
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 1,
  });

/** Cifras: the instance's totals and its messages per day, as a table readers can navigate. */
export function AdminFigures() {
  const figures = useFigures();
  if (!figures.isSuccess) return <LookupState query={figures} />;
  const { data } = figures;
  const busiest = Math.max(1, ...data.messagesPerDay.map((day) => day.count));

  return (
    <div className="flex flex-col gap-6">
      <FigureList
        className="grid-cols-2 sm:grid-cols-3 lg:grid-cols-5"
        figures={[
          [texts.admin.figuresUsers, count().format(data.users)],
          [texts.admin.figuresAlbums, count().format(data.albums)],
          [texts.admin.figuresCopies, count().format(data.copies)],
          [texts.admin.figuresCollections, count().format(data.collections)],
          [texts.admin.figuresDatabase, megabytes().format(data.databaseSizeBytes / 1_000_000)],
        ]}
      />
      <div className="max-w-2xl overflow-x-auto">
        <table className="w-full text-left">
          <caption className="mb-2 text-left font-bold">{texts.admin.messagesPerDay}</caption>
          <thead>
            <tr className="text-sm text-fg-muted">
              <th scope="col" className="py-1 pe-4">
                {texts.admin.day}
              </th>
              <th scope="col" className="py-1">
                {texts.admin.messagesCount}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.messagesPerDay.map((day) => (
              <tr key={day.day} className="border-t border-line">
                <th scope="row" className="py-1 pe-4 font-normal whitespace-nowrap">
                  {new Date(`${day.day}T00:00:00Z`).toLocaleDateString(texts.locale, {
                    day: 'numeric',
                    month: 'short',
                    timeZone: 'UTC',
                  })}
                </th>
                <td className="py-1">
                  <div className="flex items-center gap-2">
                    <span
                      aria-hidden="true"
                      className="h-3 rounded bg-accent"
                      style={{
                        width: `${(day.count / busiest) * 100}%`,
                        maxWidth: '12rem',
                        minWidth: day.count ? '0.25rem' : 0,
                      }}
                    />
                    {count().format(day.count)}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
