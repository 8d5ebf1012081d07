export const app = {
  name: 'Surcos',
  documentTitle: (page: string) => `${page} · Surcos`,
  skipToContent: 'Saltar al contenido',
  copyright: (year: number) => `© ${year} Surcos`,
  loading: 'Cargando…',
};
