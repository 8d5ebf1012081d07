import { config } from 'zod/v4/core';

// The CSP (default-src 'self') forbids eval. Without this, zod probes `new Function`
// on first use to compile fast parsers, and the browser reports a CSP violation.
config({ jitless: true });
