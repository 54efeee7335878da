// Summarises a V8 CPU profile (`node --cpu-prof`, a .cpuprofile file): self time by function and by module
// (npm package, our own package, Node's internals), the busiest first. `pnpm bench` prints it for the api when
// BENCH_CPU_PROFILE is set; it also runs alone:
//
//   node --import @swc-node/register/esm-register scripts/cpu-profile.ts <file.cpuprofile> [top]
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileEntry {
  name: string;
  /** Self time in milliseconds. */
  ms: number;
  /** Share of all sampled time (idle excluded). */
  share: number;
}

export interface ProfileSummary {
  /** Sampled time without idle, in milliseconds. */
  busyMs: number;
  byFunction: ProfileEntry[];
  byModule: ProfileEntry[];
}

/** The npm package, workspace package or Node part a script URL belongs to. */
export function moduleOf(url: string): string {
  if (!url) return '(native)';
  if (url.startsWith('node:')) return 'node (internals)';
  const path = url.startsWith('file://') ? fileURLToPath(url) : url;
  const inModules = path.lastIndexOf('/node_modules/');
  if (inModules >= 0) {
    const [scope, name] = path.slice(inModules + '/node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  const ours = /\/(api|schema|worker|scripts)\/(?:dist|src)\//.exec(path);
  return ours ? `@russ/${ours[1]}` : path;
}

function ranked(totals: Map<string, number>, busy: number, top: number): ProfileEntry[] {
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, micros]) => ({ name, ms: micros / 1000, share: micros / busy }));
}

/** Self time of each function and module in `profile`, the `top` busiest of each. */
export function summariseProfile(profile: CpuProfile, top = 15): ProfileSummary {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byFunction = new Map<string, number>();
  const byModule = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, i) => {
    const node = nodes.get(id);
    const delta = profile.timeDeltas[i] ?? 0;
    if (!node || node.callFrame.functionName === '(idle)') return;
    busy += delta;
    const { functionName, url, lineNumber } = node.callFrame;
    const module = url ? moduleOf(url) : functionName.startsWith('(') ? functionName : '(native)';
    const file = url ? url.slice(url.lastIndexOf('/') + 1) : '';
    const fn = `${functionName || '(anonymous)'}${file ? ` ${file}:${lineNumber + 1}` : ''} [${module}]`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + delta);
    byModule.set(module, (byModule.get(module) ?? 0) + delta);
  });
  return { busyMs: busy / 1000, byFunction: ranked(byFunction, busy, top), byModule: ranked(byModule, busy, top) };
}

/** The summary as plain text lines. */
export function formatSummary(summary: ProfileSummary): string[] {
  const line = (entry: ProfileEntry) =>
    `  ${(entry.share * 100).toFixed(1).padStart(5)} %  ${entry.ms.toFixed(0).padStart(7)} ms  ${entry.name}`;
  return [
    `CPU busy ${summary.busyMs.toFixed(0)} ms (idle left out). Self time by module:`,
    ...summary.byModule.map(line),
    'Self time by function:',
    ...summary.byFunction.map(line),
  ];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [file, top] = process.argv.slice(2);
  if (!file) {
    process.stderr.write('usage: cpu-profile.ts <file.cpuprofile> [top]\n');
    process.exit(2);
  }
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  process.stdout.write(`${formatSummary(summariseProfile(profile, Number(top) || 15)).join('\n')}\n`);
}
