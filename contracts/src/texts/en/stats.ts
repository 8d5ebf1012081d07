import { plural } from '../plural.ts';
import { locale } from './locale.ts';

const records = (count: number) => plural(locale, count, { one: '1 record', other: (n) => `${n} records` });

export const stats = {
  title: 'Statistics',
  link: 'My statistics',
  loading: 'Loading statistics…',
  empty: 'No statistics yet: add albums to your collection to see them here.',
  emptyPublic: 'This user has no statistics yet.',
  publicNote: 'Counting the albums this profile shows.',
  summary: 'Summary',
  albums: 'Albums',
  copies: 'Copies',
  value: 'Estimated value',
  valueNote: (priced: number, albums: number) =>
    plural(locale, albums, {
      one: `Sum of the lowest Discogs prices; ${priced} of 1 album has a price.`,
      other: (n) => `Sum of the lowest Discogs prices; ${priced} of ${n} albums have a price.`,
    }),
  valueNoteCopies: (copies: number) =>
    plural(locale, copies, {
      one: 'Counts every copy: 1 copy with a price.',
      other: (n) => `Counts every copy: ${n} copies with a price.`,
    }),
  /** Read in US dollars unless the member chooses otherwise (per device). */
  defaultCurrency: 'USD' as 'EUR' | 'USD',
  currency: 'Currency',
  currencies: { EUR: 'Euro (€)', USD: 'US dollar ($)' },
  currencyNames: { EUR: 'euros', USD: 'US dollars' },
  notConverted: (from: string, to: string) =>
    `Discogs prices are in ${from}: without a reliable exchange rate, Surcos does not convert them to ${to}.`,
  noPrices: 'No record has a price on Discogs, so no value is worked out.',
  /** Footnotes: the albums a chart cannot place. */
  missing: {
    genre: (count: number) => `${records(count)} without a genre.`,
    style: (count: number) => `${records(count)} without a style.`,
    year: (count: number) => `${records(count)} without a year.`,
    country: (count: number) => `${records(count)} without a country.`,
    label: (count: number) => `${records(count)} without a label.`,
  },
  charts: {
    genres: 'Genres',
    styles: 'Styles',
    decades: 'Decades',
    formats: 'Formats',
    formatsOfCopies: 'Formats (copies)',
    labels: 'Top labels',
    countries: 'Countries',
    artists: 'Top artists',
    months: 'Albums added per month',
  },
  decade: (decade: number) => `${decade}s`,
  tableName: 'Name',
  tableCount: 'Count',
  tableMonth: 'Month',
  tableDecade: 'Decade',
  noData: 'No data.',
};
