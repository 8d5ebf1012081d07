import { texts } from '@surcos/contracts/texts';
import { LanguageSwitch } from '../language-choice.tsx';

export function SiteFooter() {
  return (
    <footer className="flex flex-col gap-3 border-t border-line bg-surface px-4 py-6 text-center text-sm text-fg-muted">
      <LanguageSwitch />
      <p>{texts.app.copyright(new Date().getFullYear())}</p>
    </footer>
  );
}
