import { texts } from '@surcos/contracts/texts';

export function SiteFooter() {
  return (
    <footer className="border-t border-line bg-surface px-4 py-6 text-center text-sm text-fg-muted">
      <p>{texts.app.copyright(new Date().getFullYear())}</p>
    </footer>
  );
}
