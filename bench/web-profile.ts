/**
 * `npm run bench:web:profile`: what the long tasks of a signed-in page's load
 * run, function by function. Serves a built checkout as `bench:web` does (a
 * collector with `BENCH_WEB_COPIES` copies), loads Explorar and My albums
 * (grid and table) in Chromium at the mobile preset's screen, records a
 * performance trace with V8's sampling profiler, and prints each task of the
 * main thread that Lighthouse would count as long, as Lighthouse's simulated
 * throttling counts it (the trace's duration times four, the preset's CPU
 * slowdown, over 50 ms): when it ran, what the trace says it was (a script's
 * evaluation, a timer, a message…), and the functions it spent its time in
 * (self time, and time inside the app's own functions), named from the
 * build's source maps where it wrote them (`vite build --sourcemap hidden`).
 *
 * `BENCH_WEB_PAGES` picks pages as in `bench:web`, `BENCH_WEB_RUNS` the runs
 * of each (1), `BENCH_WEB_COMPARE` another built checkout whose server is
 * profiled beside this one (the same page of each in turn, as in `bench:web`),
 * `BENCH_WEB_REPORTS` a folder for the traces (to open in Chrome's DevTools);
 * traces named on the command line are described again.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from '@playwright/test';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { LANGUAGE_COOKIE } from '@surcos/contracts/languages';
import { type Server, startServer } from './web-server.ts';

const PORT = Number(process.env.BENCH_WEB_PORT ?? 4390);
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 1);
const COPIES = Number(process.env.BENCH_WEB_COPIES ?? 4000);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const ROOT = path.resolve(import.meta.dirname, '..');
/** Another checkout, already built: its server is profiled beside this one, the same page of each in turn. */
const COMPARE_ROOT = process.env.BENCH_WEB_COMPARE ? path.resolve(process.env.BENCH_WEB_COMPARE) : null;
const REPORTS_DIR = process.env.BENCH_WEB_REPORTS ? path.resolve(process.env.BENCH_WEB_REPORTS) : null;
const PAGE_FILTER = (process.env.BENCH_WEB_PAGES ?? '')
  .split(',')
  .map((word) => word.trim().toLowerCase())
  .filter(Boolean);
/**
 * Lighthouse's mobile preset slows the CPU four times, by simulation: it records the page at full
 * speed and counts each task four times as long. So does this.
 */
const CPU_SLOWDOWN = 4;
/** How long after the load event the trace goes on: the idle work of a first visit is in it. */
const SETTLE_MS = Number(process.env.BENCH_WEB_SETTLE_MS ?? 6000);
/** A task Lighthouse counts as long: over 50 ms once slowed down. */
const LONG_TASK_US = 50_000 / CPU_SLOWDOWN;
/** `BENCH_WEB_PROFILE_MIN_MS`: list the tasks over this many ms as Lighthouse counts them, not only the long ones. */
const LISTED_TASK_US = (Number(process.env.BENCH_WEB_PROFILE_MIN_MS ?? 50) * 1000) / CPU_SLOWDOWN;
/** `BENCH_WEB_PROFILE_TREE=1`: each long task's calls as a tree, the app's and libraries' frames over 3% of it. */
const SHOW_TREE = process.env.BENCH_WEB_PROFILE_TREE === '1';
const MY_ALBUMS_VIEW_KEY = 'surcos.myAlbums.view';
const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'disabled-by-default-v8.cpu_profiler',
];

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's own time: what the task took less the time the system gave the core to others. */
  tdur?: number;
  id?: string;
  args?: { name?: string; data?: Record<string, unknown>; beginData?: Record<string, unknown> };
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  parent?: number;
}

/** V8's samples of the main thread: which node (stack) ran at each time, in trace microseconds. */
interface Samples {
  nodes: Map<number, ProfileNode>;
  times: number[];
  nodeIds: number[];
}

function samplesOf(events: TraceEvent[], pid: number): Samples {
  const nodes = new Map<number, ProfileNode>();
  const times: number[] = [];
  const nodeIds: number[] = [];
  // One profile per thread; the main thread's is the one whose chunks carry the most samples.
  const byProfile = new Map<string, TraceEvent[]>();
  for (const event of events) {
    if (event.pid !== pid || event.name !== 'ProfileChunk' || !event.id) continue;
    byProfile.set(event.id, [...(byProfile.get(event.id) ?? []), event]);
  }
  const start = new Map<string, number>();
  for (const event of events) {
    if (event.pid === pid && event.name === 'Profile' && event.id) {
      start.set(
        event.id,
        Number((event.args?.data as { startTime?: number } | undefined)?.startTime ?? event.ts),
      );
    }
  }
  const sampleCount = (chunks: TraceEvent[]) =>
    chunks.reduce(
      (sum, chunk) => sum + ((chunk.args?.data?.timeDeltas as number[] | undefined)?.length ?? 0),
      0,
    );
  const [id, chunks] = [...byProfile].sort((a, b) => sampleCount(b[1]) - sampleCount(a[1]))[0] ?? [];
  if (!id || !chunks) return { nodes, times, nodeIds };
  let time = start.get(id) ?? 0;
  for (const chunk of chunks) {
    const data = chunk.args?.data as {
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
    for (const node of data.cpuProfile?.nodes ?? []) {
      // The trace leaves out what a frame lacks (no url for V8's own, no line for some).
      const { functionName = '', url = '', lineNumber = -1, columnNumber = -1 } = node.callFrame;
      nodes.set(node.id, { ...node, callFrame: { functionName, url, lineNumber, columnNumber } });
    }
    const samples = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    for (const [index, nodeId] of samples.entries()) {
      time += deltas[index] ?? 0;
      times.push(time);
      nodeIds.push(nodeId);
    }
  }
  return { nodes, times, nodeIds };
}

const sourceMaps = new Map<string, TraceMap | null>();

/** The build's source map of a script of the page (`vite build --sourcemap hidden`), if it wrote one. */
function sourceMapOf(url: string, origin: string): TraceMap | null {
  if (!url.startsWith(`${origin}/assets/`)) return null;
  if (!sourceMaps.has(url)) {
    const file = path.join(ROOT, 'web/dist', `${new URL(url).pathname}.map`);
    sourceMaps.set(url, existsSync(file) ? new TraceMap(readFileSync(file, 'utf8')) : null);
  }
  return sourceMaps.get(url) ?? null;
}

/** A function as the sources name it where the build has a source map, else as the script does. */
function frameName({ functionName, url, lineNumber, columnNumber }: CallFrame, origin: string): string {
  const map = sourceMapOf(url, origin);
  if (map) {
    const original = originalPositionFor(map, { line: lineNumber + 1, column: columnNumber });
    if (original.source) {
      const source = original.source.replace(/^(\.\.\/)+/, '').replace(/^node_modules\//, '');
      return `${functionName || '(anonymous)'} ${source}:${original.line}`;
    }
  }
  return `${functionName || '(anonymous)'} ${url.replace(origin, '')}${url ? `:${lineNumber + 1}` : ''}`;
}

/** The functions a task spent its time in: self time, and inclusive time in the app's own scripts. */
function functionsOf(samples: Samples, from: number, to: number, origin: string, scale: number) {
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  for (const [index, time] of samples.times.entries()) {
    if (time < from || time > to) continue;
    const next = samples.times[index + 1] ?? time;
    const weight = Math.max(0, Math.min(next, to) - time) * scale;
    let node = samples.nodes.get(samples.nodeIds[index] ?? -1);
    if (!node) continue;
    const selfName = frameName(node.callFrame, origin);
    self.set(selfName, (self.get(selfName) ?? 0) + weight);
    const seen = new Set<string>();
    while (node) {
      const name = frameName(node.callFrame, origin);
      if (/ (src|contracts\/src)\//.test(name)) {
        if (!seen.has(name)) {
          seen.add(name);
          inclusive.set(name, (inclusive.get(name) ?? 0) + weight);
        }
      }
      node = node.parent === undefined ? undefined : samples.nodes.get(node.parent);
    }
  }
  const top = (map: Map<string, number>, count: number): [string, number][] =>
    [...map].sort((a, b) => b[1] - a[1]).slice(0, count);
  return { self: top(self, 10), inclusive: top(inclusive, 12) };
}

interface TreeNode {
  name: string;
  time: number;
  children: Map<string, TreeNode>;
}

/** A task's samples as a call tree (top down), for `BENCH_WEB_PROFILE_TREE=1`. */
function treeOf(samples: Samples, from: number, to: number, origin: string, scale: number): string[] {
  const root: TreeNode = { name: '', time: 0, children: new Map() };
  for (const [index, time] of samples.times.entries()) {
    if (time < from || time > to) continue;
    const next = samples.times[index + 1] ?? time;
    const weight = Math.max(0, Math.min(next, to) - time) * scale;
    const stack: string[] = [];
    let node = samples.nodes.get(samples.nodeIds[index] ?? -1);
    while (node) {
      if (node.callFrame.url) stack.unshift(frameName(node.callFrame, origin));
      else if (!node.parent) break;
      else if (node.callFrame.functionName && !node.callFrame.functionName.startsWith('(root')) {
        stack.unshift(node.callFrame.functionName);
      }
      node = node.parent === undefined ? undefined : samples.nodes.get(node.parent);
    }
    let at = root;
    at.time += weight;
    for (const name of stack) {
      let child = at.children.get(name);
      if (!child) {
        child = { name, time: 0, children: new Map() };
        at.children.set(name, child);
      }
      child.time += weight;
      at = child;
    }
  }
  const lines: string[] = [];
  const minimum = root.time * 0.03;
  const walk = (node: TreeNode, depth: number) => {
    for (const child of [...node.children.values()].sort((a, b) => b.time - a.time)) {
      if (child.time < minimum) continue;
      // A chain of single calls prints as its last link only, indented once.
      let shown = child;
      while (shown.children.size === 1) {
        const only = [...shown.children.values()][0] as TreeNode;
        if (only.time < shown.time * 0.9) break;
        shown = only;
      }
      lines.push(`${'  '.repeat(depth + 4)}${Math.round((shown.time * CPU_SLOWDOWN) / 1000)} ${shown.name}`);
      walk(shown, depth + 1);
    }
  };
  walk(root, 0);
  return lines;
}

/** What the trace says a task was: its events directly beneath it, by kind. */
function kindsOf(
  events: TraceEvent[],
  task: TraceEvent,
  origin: string,
  slowed: (us: number) => number,
): string {
  const end = task.ts + (task.dur ?? 0);
  const kinds = new Map<string, number>();
  for (const event of events) {
    if (event === task || event.ph !== 'X' || event.ts < task.ts || event.ts > end) continue;
    const data = event.args?.data ?? event.args?.beginData ?? {};
    const detail =
      event.name === 'EvaluateScript' ||
      event.name === 'v8.compileModule' ||
      event.name === 'v8.evaluateModule'
        ? text(data.url) || text((event.args as { fileName?: unknown } | undefined)?.fileName)
        : event.name === 'FunctionCall'
          ? `${text(data.functionName)} ${text(data.url)}`
          : event.name === 'EventDispatch'
            ? text(data.type)
            : '';
    if (
      ![
        'EvaluateScript',
        'v8.compileModule',
        'v8.evaluateModule',
        'FunctionCall',
        'TimerFire',
        'FireAnimationFrame',
        'FireIdleCallback',
        'EventDispatch',
        'ParseHTML',
        'Layout',
        'UpdateLayoutTree',
        'Paint',
        'v8.compile',
        'MajorGC',
        'MinorGC',
        'V8.GC_SCAVENGER',
        'BlinkGC.AtomicPhase',
        'RunMicrotasks',
        'v8.run',
        'ParseAuthorStyleSheet',
        'PrePaint',
        'Commit',
        'v8.parseOnBackground',
        'HandlePostMessage',
      ].includes(event.name)
    ) {
      continue;
    }
    const key = `${event.name}${detail ? ` ${detail.replace(origin, '').trim()}` : ''}`;
    kinds.set(key, (kinds.get(key) ?? 0) + (event.dur ?? 0));
  }
  return [...kinds]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([name, dur]) => `${name} ${slowed(dur)}`)
    .join(' · ');
}

interface PageToProfile {
  name: string;
  path: string;
  storage: Record<string, string>;
}

const PAGES: PageToProfile[] = [
  { name: 'Explorar', path: '/', storage: {} },
  { name: 'My albums (grid)', path: '/albums', storage: {} },
  { name: 'My albums (table)', path: '/albums', storage: { [MY_ALBUMS_VIEW_KEY]: 'table' } },
];

async function profile(page: PageToProfile, server: Server, reportName: string): Promise<Described> {
  const { origin } = server;
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
    });
    const { hostname } = new URL(origin);
    // As bench/member-browser.ts sets them: the session, and the language the member signed in with.
    await context.addCookies([
      ...server.collector.split('; ').map((pair) => {
        const [name = '', ...value] = pair.split('=');
        return { name, value: value.join('='), domain: hostname, path: '/', httpOnly: true };
      }),
      {
        name: LANGUAGE_COOKIE,
        value: server.collectorLanguage,
        domain: hostname,
        path: '/',
        sameSite: 'Lax',
      },
    ]);
    const tab = await context.newPage();
    await tab.goto(`${origin}/healthz`);
    await tab.evaluate((storage) => {
      for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
    }, page.storage);
    await browser.startTracing(tab, { categories: CATEGORIES });
    await tab.goto(`${origin}${page.path}`, { waitUntil: 'load' });
    await sleep(SETTLE_MS);
    const buffer = await browser.stopTracing();
    const elements = Number(await tab.evaluate('document.querySelectorAll("*").length'));
    if (REPORTS_DIR) {
      mkdirSync(REPORTS_DIR, { recursive: true });
      writeFileSync(path.join(REPORTS_DIR, `${reportName}.trace.json`), buffer);
    }
    const { traceEvents: events } = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] };
    const described = describe(events, origin);
    return { ...described, lines: [...described.lines, `  ${elements} elements in the page at the end`] };
  } finally {
    await browser.close();
  }
}

/**
 * A task's duration as an idle machine would take it: the thread's own time. On a machine busy with
 * other work the wall time stretches by whatever the system gave the core to others.
 */
const cpu = (task: TraceEvent): number => task.tdur ?? task.dur ?? 0;

interface Described {
  lines: string[];
  /** Lighthouse's total blocking time of the trace's tasks, each counted four times as long. */
  blocking: number;
}

function describe(events: TraceEvent[], origin: string): Described {
  const mainThreads = events.filter(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  // The page's renderer: the one that parsed the page's HTML.
  const parse = events.find(
    (event) =>
      event.name === 'ParseHTML' &&
      text(event.args?.beginData?.url).startsWith(origin) &&
      !text(event.args?.beginData?.url).includes('/healthz'),
  );
  const main = mainThreads.find((thread) => thread.pid === parse?.pid && thread.tid === parse?.tid);
  if (!main) return { lines: ['  the page main thread was not found in the trace'], blocking: Number.NaN };
  const onMain = events.filter((event) => event.pid === main.pid && event.tid === main.tid);
  const navigationStart =
    onMain.findLast((event) => event.name === 'navigationStart' && event.ts <= (parse?.ts ?? 0))?.ts ??
    parse?.ts ??
    0;
  const fcp = onMain.find((event) => event.name === 'firstContentfulPaint' && event.ts >= navigationStart);
  const samples = samplesOf(events, main.pid);
  // The outermost task events: the trace nests RunTask in ThreadControllerImpl::RunTask.
  const tasks: TraceEvent[] = [];
  for (const event of onMain
    .filter(
      (each) =>
        each.ph === 'X' &&
        (each.name === 'RunTask' || each.name === 'ThreadControllerImpl::RunTask') &&
        // From the page's own HTML on: the tasks before it unload the previous page.
        each.ts >= (parse?.ts ?? navigationStart),
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))) {
    const last = tasks.at(-1);
    if (last && event.ts < last.ts + (last.dur ?? 0)) continue;
    tasks.push(event);
  }
  const longTasks = tasks.filter((task) => cpu(task) > LONG_TASK_US);
  const listed = tasks.filter((task) => cpu(task) > LISTED_TASK_US);
  // Lighthouse counts the blocking time of what runs after the first contentful paint.
  const afterFcp = longTasks.filter((task) => task.ts + (task.dur ?? 0) > (fcp?.ts ?? 0));
  const at = (ts: number) => `${Math.round((ts - navigationStart) / 1000)} ms`;
  /** A duration of the trace as Lighthouse counts it. */
  const slowed = (us: number) => Math.round((us * CPU_SLOWDOWN) / 1000);
  const blocking = slowed(afterFcp.reduce((sum, task) => sum + cpu(task) - LONG_TASK_US, 0));
  const lines = [
    `  FCP at ${fcp ? at(fcp.ts) : '?'} (the trace's time); ${longTasks.length} tasks over 50 ms as Lighthouse ` +
      `counts them (${CPU_SLOWDOWN}× the main thread's own time); blocking after FCP ` +
      `${blocking} ms`,
  ];
  for (const task of listed) {
    const end = task.ts + (task.dur ?? 0);
    // What the trace says below is wall time, scaled to the task's own time.
    const scale = cpu(task) / (task.dur || 1);
    lines.push(
      `  ${String(slowed(cpu(task))).padStart(5)} ms at ${at(task.ts)}: ` +
        kindsOf(onMain, task, origin, (us) => slowed(us * scale)),
    );
    const { self, inclusive } = functionsOf(samples, task.ts, end, origin, scale);
    lines.push(`      self: ${self.map(([name, us]) => `${name} ${slowed(us)}`).join(' | ')}`);
    lines.push(`      in the app: ${inclusive.map(([name, us]) => `${name} ${slowed(us)}`).join(' | ')}`);
    if (SHOW_TREE) lines.push(...treeOf(samples, task.ts, end, origin, scale));
  }
  return { lines, blocking };
}

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function main() {
  const servers = [await startServer(ROOT, PORT, 'this', COPIES)];
  try {
    if (COMPARE_ROOT) {
      servers.push(await startServer(COMPARE_ROOT, PORT + 1, path.basename(COMPARE_ROOT), COPIES));
    }
    const pages = PAGES.filter(
      (page) =>
        PAGE_FILTER.length === 0 || PAGE_FILTER.some((word) => page.name.toLowerCase().includes(word)),
    );
    const blocking = new Map<string, number[]>();
    for (let round = 0; round < RUNS; round += 1) {
      for (const [index, page] of pages.entries()) {
        // Each server's run of a page one after the other, so both meet the machine's same minutes.
        for (const server of servers) {
          const name = `${page.name} [${server.label}]`;
          const reportName = `${server.label}-${index}-${page.name.replace(/[^a-z]+/gi, '-')}-${round + 1}`;
          console.log(`${name}, run ${round + 1}`);
          const described = await profile(page, server, reportName);
          for (const line of described.lines) console.log(line);
          blocking.set(name, [...(blocking.get(name) ?? []), described.blocking]);
        }
      }
    }
    console.log(`Blocking time after FCP as Lighthouse counts it (median of ${RUNS}; each run):`);
    for (const [name, values] of blocking) {
      console.log(`  ${name.padEnd(36)} ${String(median(values)).padStart(5)} ms  (${values.join(', ')})`);
    }
  } finally {
    for (const server of servers) server.stop();
  }
}

/** Saved traces named on the command line are described again, with no server or browser. */
const saved = process.argv.slice(2);
if (saved.length > 0) {
  for (const file of saved) {
    const { traceEvents: events } = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] };
    const page = events.find(
      (event) =>
        event.name === 'ParseHTML' &&
        text(event.args?.beginData?.url).startsWith('http') &&
        !text(event.args?.beginData?.url).includes('/healthz'),
    );
    console.log(path.basename(file));
    for (const line of describe(events, new URL(text(page?.args?.beginData?.url)).origin).lines)
      console.log(line);
  }
} else {
  await main();
}
