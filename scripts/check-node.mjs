// Stops at once, with the supported versions named, when this Node.js cannot run Surcos.
// Plain JavaScript every Node.js runs: npm's install and start scripts call it before
// anything else, and the server imports it first. The minimum is package.json's engines.
import { readFileSync } from 'node:fs';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const [wantedMajor, wantedMinor] = /(\d+)\.(\d+)/.exec(manifest.engines.node).slice(1).map(Number);
const [major, minor] = process.versions.node.split('.').map(Number);

if (major < wantedMajor || (major === wantedMajor && minor < wantedMinor)) {
  console.error(
    [
      '',
      `Surcos needs Node.js ${wantedMajor}.${wantedMinor} or later: 22, 24 and 26 are supported and tested.`,
      `This is Node.js ${process.versions.node}.`,
      '',
      'Install a supported Node.js, or run the same command through scripts/node.sh, which fetches',
      'Node.js 24 from the npm registry into ~/.cache/surcos and runs on it, e.g.:',
      '  bash scripts/node.sh npm ci',
      '  bash scripts/node.sh npm start',
      '',
    ].join('\n'),
  );
  process.exit(1);
}
