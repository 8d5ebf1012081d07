import { texts } from '@surcos/contracts/texts';
import { Link } from 'react-router';
import { buttonClasses } from '../components/ui/button.tsx';
import { useCounts } from '../features/counts/api/get-counts.ts';

const LARGE = 'min-h-14 px-6 text-lg';

/**
 * A member with no albums yet: Explorar starts with the three ways in, large.
 * The counts are the navigation bar's own answer, so this asks nothing more.
 */
export function WelcomeActions() {
  const counts = useCounts({ enabled: true });
  if (counts.data?.albums !== 0) return null;
  return (
    <section
      aria-labelledby="empieza-tu-coleccion"
      className="mb-8 rounded-xl border border-line bg-surface p-6"
    >
      <h2 id="empieza-tu-coleccion" className="text-2xl font-bold text-fg">
        {texts.explore.welcome.title}
      </h2>
      <p className="mt-2 text-fg-muted">{texts.explore.welcome.text}</p>
      <div className="mt-4 grid gap-3 sm:grid-cols-3">
        <Link to="/import" className={buttonClasses('primary', LARGE)}>
          {texts.explore.welcome.importDiscogs}
        </Link>
        <Link to="/add-album" className={buttonClasses('secondary', LARGE)}>
          {texts.explore.welcome.addFirst}
        </Link>
        <Link to="/scan" className={buttonClasses('secondary', LARGE)}>
          {texts.explore.welcome.scan}
        </Link>
      </div>
    </section>
  );
}
