/**
 * A Chromium that Lighthouse attaches to (`--port`) for one run on a
 * signed-in member's page. Lighthouse's own browser starts empty, and its
 * storage reset wipes the origin's local storage, where My albums keeps its
 * view: here the bench starts a browser on a new profile (so the run is still
 * a first load: no cache, no service worker), sets the session cookie and the
 * local storage, and Lighthouse runs with its reset off. Spoken to over the
 * DevTools protocol, with Node's own WebSocket.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LANGUAGE_COOKIE } from '@surcos/contracts/languages';

/** What Lighthouse's own launcher turns off, besides the bench's flags: nothing in the background. */
const LAUNCHER_FLAGS = [
  '--disable-extensions',
  '--disable-component-extensions-with-background-pages',
  '--disable-client-side-phishing-detection',
  '--disable-default-apps',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--disable-background-timer-throttling',
  '--disable-ipc-flooding-protection',
  '--metrics-recording-only',
  '--mute-audio',
  '--no-default-browser-check',
  '--no-first-run',
  '--password-store=basic',
  '--use-mock-keychain',
];

type Answer = { id?: number; result?: Record<string, unknown>; error?: { message: string } };

class DevTools {
  private nextId = 0;
  private readonly pending = new Map<number, (answer: Answer) => void>();

  private constructor(private readonly socket: WebSocket) {
    socket.addEventListener('message', (event) => {
      const answer = JSON.parse(String(event.data)) as Answer;
      if (answer.id !== undefined) this.pending.get(answer.id)?.(answer);
    });
  }

  static async connect(url: string): Promise<DevTools> {
    const socket = new WebSocket(url);
    await new Promise((resolve, reject) => {
      socket.addEventListener('open', resolve, { once: true });
      socket.addEventListener('error', () => reject(new Error(`DevTools refused ${url}`)), { once: true });
    });
    return new DevTools(socket);
  }

  async send(method: string, params: object = {}, sessionId?: string): Promise<Record<string, unknown>> {
    const id = (this.nextId += 1);
    const answer = await new Promise<Answer>((resolve) => {
      this.pending.set(id, resolve);
      this.socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
    });
    this.pending.delete(id);
    if (answer.error) throw new Error(`${method}: ${answer.error.message}`);
    return answer.result ?? {};
  }

  close(): void {
    this.socket.close();
  }
}

export interface MemberBrowser {
  /** The DevTools port, for Lighthouse's `--port`. */
  port: number;
  close(): Promise<void>;
}

export async function launchMemberBrowser(options: {
  chromePath: string;
  flags: readonly string[];
  origin: string;
  cookie: string;
  /**
   * The member's language, remembered as the app remembers it once they have signed in on a
   * device (its cookie, which the page reads): without it a browser whose own language differs
   * would start in that one and switch, rendering every screen again, on every run.
   */
  language: string;
  /** Set in the origin's local storage before the run. */
  storage: Record<string, string>;
}): Promise<MemberBrowser> {
  const profile = mkdtempSync(path.join(tmpdir(), 'surcos-bench-chromium-'));
  const chromium = spawn(
    options.chromePath,
    [
      ...options.flags,
      ...LAUNCHER_FLAGS,
      `--user-data-dir=${profile}`,
      '--remote-debugging-port=0',
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  // Chromium writes its port and the browser's socket path here once it listens.
  const portFile = path.join(profile, 'DevToolsActivePort');
  for (let attempt = 0; attempt < 100 && !existsSync(portFile); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const [port, socketPath] = existsSync(portFile) ? readFileSync(portFile, 'utf8').split('\n') : [];
  if (!port || !socketPath) {
    chromium.kill();
    throw new Error('Chromium did not open its DevTools port');
  }
  const devtools = await DevTools.connect(`ws://127.0.0.1:${port}${socketPath}`);
  const { hostname } = new URL(options.origin);
  await devtools.send('Storage.setCookies', {
    cookies: [
      ...options.cookie.split('; ').map((pair) => {
        const [name = '', ...value] = pair.split('=');
        return { name, value: value.join('='), domain: hostname, path: '/', httpOnly: true };
      }),
      { name: LANGUAGE_COOKIE, value: options.language, domain: hostname, path: '/', sameSite: 'Lax' },
    ],
  });

  const close = async () => {
    devtools.close();
    const exited = new Promise((resolve) => chromium.once('exit', resolve));
    chromium.kill();
    await exited;
    rmSync(profile, { recursive: true, force: true });
  };
  try {
    const { targetId } = (await devtools.send('Target.createTarget', { url: 'about:blank' })) as {
      targetId: string;
    };
    const { sessionId } = (await devtools.send('Target.attachToTarget', { targetId, flatten: true })) as {
      sessionId: string;
    };
    // Local storage belongs to a page of the origin: a small answer of the server's opens one.
    await devtools.send('Page.navigate', { url: `${options.origin}/healthz` }, sessionId);
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const { result } = (await devtools.send(
        'Runtime.evaluate',
        { expression: 'location.href + " " + document.readyState', returnByValue: true },
        sessionId,
      )) as { result: { value: string } };
      if (result.value === `${options.origin}/healthz complete`) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const writes = Object.entries(options.storage).map(
      ([key, value]) => `localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(value)})`,
    );
    await devtools.send('Runtime.evaluate', { expression: writes.join(';') || 'undefined' }, sessionId);
    await devtools.send('Network.clearBrowserCache', {}, sessionId);
    await devtools.send('Target.closeTarget', { targetId });
  } catch (error) {
    await close();
    throw error;
  }
  return {
    port: Number(port),
    close,
  };
}
