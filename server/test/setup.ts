// The server's text catalogues, for tests that read the contracts without building the app. Imported,
// not listed as the setup file itself: a setup file runs again for every test file, and the
// language's store must stay the one the app's request hook writes to.
import '../src/lib/language.ts';
