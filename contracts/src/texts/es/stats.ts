import { plural } from '../plural.ts';
import { locale } from './locale.ts';

const discos = (count: number) => plural(locale, count, { one: '1 disco', other: (n) => `${n} discos` });

export const stats = {
  title: 'Estadísticas',
  link: 'Mis estadísticas',
  loading: 'Cargando estadísticas…',
  empty: 'Aún no hay estadísticas: añade álbumes a tu colección para verlas aquí.',
  emptyPublic: 'Este usuario aún no tiene estadísticas.',
  publicNote: 'Cuentan los álbumes que muestra este perfil.',
  summary: 'Resumen',
  albums: 'Álbumes',
  copies: 'Copias',
  value: 'Valor estimado',
  valueNote: (priced: number, albums: number) =>
    plural(locale, albums, {
      one: `Suma del precio más bajo en Discogs; ${priced} de 1 álbum tiene precio.`,
      other: (n) => `Suma del precio más bajo en Discogs; ${priced} de ${n} álbumes tienen precio.`,
    }),
  valueNoteCopies: (copies: number) =>
    plural(locale, copies, {
      one: 'Cuenta cada copia: 1 copia con precio.',
      other: (n) => `Cuenta cada copia: ${n} copias con precio.`,
    }),
  /** Read in euros unless the member chooses otherwise (per device). */
  defaultCurrency: 'EUR' as 'EUR' | 'USD',
  currency: 'Moneda',
  currencies: { EUR: 'Euro (€)', USD: 'Dólar estadounidense (US$)' },
  currencyNames: { EUR: 'euros', USD: 'dólares estadounidenses' },
  notConverted: (from: string, to: string) =>
    `Los precios de Discogs están en ${from}: sin un tipo de cambio fiable, Surcos no los convierte a ${to}.`,
  noPrices: 'Ningún disco tiene precio en Discogs, así que no se calcula su valor.',
  /** Footnotes: the albums a chart cannot place. */
  missing: {
    genre: (count: number) => `${discos(count)} sin género.`,
    style: (count: number) => `${discos(count)} sin estilo.`,
    year: (count: number) => `${discos(count)} sin año.`,
    country: (count: number) => `${discos(count)} sin país.`,
    label: (count: number) => `${discos(count)} sin sello.`,
  },
  charts: {
    genres: 'Géneros',
    styles: 'Estilos',
    decades: 'Décadas',
    formats: 'Formatos',
    formatsOfCopies: 'Formatos (copias)',
    labels: 'Sellos principales',
    countries: 'Países',
    artists: 'Artistas principales',
    months: 'Álbumes añadidos por mes',
  },
  decade: (decade: number) => `Años ${decade}`,
  tableName: 'Nombre',
  tableCount: 'Cantidad',
  tableMonth: 'Mes',
  tableDecade: 'Década',
  noData: 'Sin datos.',
};
