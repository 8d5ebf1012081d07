import { execFile } from 'node:child_process';

export interface ToolResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a PostgreSQL client program without a shell; null when it is not installed. */
export function runTool(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<ToolResult | null> {
  return new Promise((resolve) => {
    execFile(command, args, { env, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error && (error as NodeJS.ErrnoException).code === 'ENOENT') return resolve(null);
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr });
    });
  });
}

/** The major version a client program reports (`pg_dump (PostgreSQL) 15.20` → 15), or null when missing. */
export async function toolMajorVersion(command: string): Promise<number | null> {
  const result = await runTool(command, ['--version']);
  const match = result && result.code === 0 ? /\(PostgreSQL\)\s+(\d+)/.exec(result.stdout) : null;
  return match ? Number(match[1]) : null;
}
