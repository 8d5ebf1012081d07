export const app = {
  name: 'Surcos',
  documentTitle: (page: string) => `${page} · Surcos`,
  skipToContent: 'Skip to content',
  copyright: (year: number) => `© ${year} Surcos`,
  loading: 'Loading…',
};
