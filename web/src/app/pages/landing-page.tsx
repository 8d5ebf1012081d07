import { texts } from '@surcos/contracts/texts';
import { PublicActivityGlimpse } from '../../features/explore/components/public-activity.tsx';
import { LoginPage } from './login-page.tsx';

/**
 * '/' for a visitor: SPEC's login form first, beside it what Surcos is and a
 * glimpse of what members share. Prerendered at build time with the glimpse
 * still loading (web/scripts/prerender.ts); the glimpse is asked for once the
 * app has taken the page over, after its first paint.
 */
export function LandingPage() {
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,28rem)_minmax(0,1fr)] lg:items-start">
      <LoginPage />
      <section aria-labelledby="que-es-surcos" className="flex flex-col gap-8">
        <div>
          <h2 id="que-es-surcos" className="text-2xl font-bold tracking-tight text-fg">
            {texts.explore.landing.title}
          </h2>
          <ul className="mt-3 flex list-disc flex-col gap-1 pl-5 text-fg-muted">
            {texts.explore.landing.pitch.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
        <PublicActivityGlimpse />
      </section>
    </div>
  );
}
