import { es } from '../../i18n/es.ts';

export function SiteFooter() {
  return (
    <footer className="border-t border-line bg-surface px-4 py-6 text-center text-sm text-fg-muted">
      <p>{es.app.copyright(new Date().getFullYear())}</p>
    </footer>
  );
}
