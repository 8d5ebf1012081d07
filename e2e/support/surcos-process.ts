import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * Runs the built server (server/dist) as a user would, with its own data
 * folder, and ties its life to this process: a signal stops both, and the
 * server's exit ends this process.
 */
export function runSurcos(
  options: { port: number; dataDir: string; env: Record<string, string> },
  onExit: () => void,
) {
  const server = spawn(process.execPath, [path.resolve(import.meta.dirname, '../../server/dist/main.js')], {
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(options.port),
      HOST: 'localhost',
      PUBLIC_URL: `http://localhost:${options.port}`,
      DATA_DIR: options.dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      DISCOGS_TOKEN: '',
      LOG_LEVEL: 'warn',
      // Every test registers its own users from this one address.
      SIGN_UPS_PER_IP_PER_HOUR: '10000',
      ...options.env,
    },
  });
  const stop = () => server.kill('SIGTERM');
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  server.on('exit', (code) => {
    onExit();
    process.exit(code ?? 1);
  });
  return server;
}
