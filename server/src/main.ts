// First, before any module that loads a native addon: an unsupported Node.js stops here with the
// supported versions named, instead of crashing inside better-sqlite3.
import '../../scripts/check-node.mjs';
import { buildApp } from './app.ts';
import { startBackupLoop } from './db/backup/backup-rotation.ts';
import { ConfigError, loadConfig } from './config.ts';

const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  let app;
  try {
    app = await buildApp(config);
  } catch (error) {
    const target =
      config.database.dialect === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : config.database.file;
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`Surcos could not start: the database at ${target} is not usable.\n  ${reason}`);
    process.exit(1);
  }

  const backups = startBackupLoop(config, app.log);
  app.addHook('onClose', () => backups.stop());

  let isShuttingDown = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (isShuttingDown) return;
    isShuttingDown = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  await app.listen({ port: config.port, host: config.host });
  const port = app.server.address();
  const actualPort = typeof port === 'object' && port ? port.port : config.port;
  const url = config.publicUrl.replace(`:${config.port}`, `:${actualPort}`);
  const storage = config.database.dialect === 'sqlite' ? `SQLite at ${config.database.file}` : 'PostgreSQL';
  console.log(`\nSurcos is ready: open ${url}\n  storage: ${storage}\n`);
  if (!config.webDir) console.log('  (the web app is not built: run `npm run build` to serve it)\n');
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Surcos could not start:', error);
  }
  process.exit(1);
});
