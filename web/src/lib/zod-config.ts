/**
 * The web build's `zod`: the package itself, configured before any schema is
 * built. vite.config.ts points `zod` here, so the setting travels inside
 * whichever lazy chunk first needs zod and no page pays for zod up front.
 */
import { config } from 'zod/v4';

// The CSP (default-src 'self') forbids eval. Without this, zod probes `new Function`
// on first use to compile fast parsers, and the browser reports a CSP violation.
config({ jitless: true });

export * from 'zod/v4';
