// `npm run deps:check`: the upkeep of every production dependency. For each one a workspace
// declares, at the version package-lock.json resolved, it asks the npm registry whether that
// version is deprecated, when the package last released, whether a newer major (or 0.x minor)
// line is out, and where its source lives; then it lists what the lockfile recorded as
// deprecated anywhere in the production tree. Exits 1 on a deprecated direct dependency (or a
// registry that cannot answer), so it can gate a release; not part of `npm test`, which never
// calls the internet. The policy around it is in docs/security.md ("Dependencies").
import fs from 'node:fs';
import path from 'node:path';
import {
  assessUpkeep,
  directDependencies,
  productionPackages,
  STALE_AFTER_DAYS,
  type Lockfile,
  type Manifest,
  type DirectDependency,
  type Packument,
  type Upkeep,
  upkeepFlags,
} from './dependency-upkeep.ts';

const root = path.resolve(import.meta.dirname, '..');
// npm passes the configured registry (.npmrc) to the scripts it runs.
const registry = (process.env.npm_config_registry ?? 'https://registry.npmjs.org/').replace(/\/?$/, '/');
const readJson = <T>(file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as T;

const rootManifest = readJson<Manifest & { workspaces?: string[] }>('package.json');
const workspaces: Record<string, Manifest> = { '': rootManifest };
for (const dir of rootManifest.workspaces ?? []) workspaces[dir] = readJson<Manifest>(`${dir}/package.json`);
const lock = readJson<Lockfile>('package-lock.json');
const direct = directDependencies(workspaces, lock);

async function packumentOf(name: string): Promise<Packument> {
  // The full document: only it has each version's release time (the abbreviated one has none).
  const response = await fetch(`${registry}${name.replace('/', '%2f')}`, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(60_000),
  });
  if (!response.ok) throw new Error(`the registry answered ${response.status}`);
  return (await response.json()) as Packument;
}

/** A few at a time: the registry is shared, and some documents are tens of megabytes. */
async function inTurns<T, R>(items: T[], at: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: at }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await run(items[i]!);
      }
    }),
  );
  return results;
}

const now = new Date();
const packuments = new Map<string, Promise<Packument>>();
type Row = { dependency: DirectDependency; upkeep?: Upkeep; error?: string };
const rows = await inTurns(direct, 4, async (dependency): Promise<Row> => {
  if (!packuments.has(dependency.name)) packuments.set(dependency.name, packumentOf(dependency.name));
  try {
    if (!dependency.version) throw new Error('not in package-lock.json (run npm install)');
    return { dependency, upkeep: assessUpkeep(dependency.version, await packuments.get(dependency.name)!, now) };
  } catch (error) {
    return { dependency, error: (error as Error).message };
  }
});

const day = (iso: string | undefined) => iso?.slice(0, 10) ?? '?';
const table: string[][] = [['package', 'installed', 'latest', 'latest released', 'last release', 'used by', 'flags', 'repository']];
for (const row of rows) {
  const d = row.dependency;
  if (!row.upkeep) table.push([d.name, d.version ?? '?', '?', '?', '?', d.workspaces.join(' '), `UNKNOWN: ${row.error ?? ''}`, '']);
  else
    table.push([
      d.name,
      d.version!,
      row.upkeep.latest ?? '?',
      day(row.upkeep.latestReleased),
      day(row.upkeep.lastRelease),
      d.workspaces.join(' '),
      upkeepFlags(row.upkeep).join(', '),
      row.upkeep.repository ?? '(none given)',
    ]);
}
const widths = table[0]!.map((_, c) => Math.max(...table.map((r) => r[c]!.length)));
console.log(`\nProduction dependencies: ${direct.length} declared by the workspaces, asked of ${registry} on ${day(now.toISOString())}`);
for (const r of table)
  console.log(
    r
      .map((cell, c) => cell.padEnd(widths[c]!))
      .join('  ')
      .trimEnd(),
  );

const deprecated = rows.filter((r) => r.upkeep?.deprecated);
const stale = rows.filter((r) => r.upkeep?.stale);
const behind = rows.filter((r) => r.upkeep?.lineBehind);
const undated = rows.filter((r) => r.upkeep && r.upkeep.lastRelease === undefined);
const unknown = rows.filter((r) => !r.upkeep);
console.log(
  `\n${deprecated.length} deprecated, ${stale.length} with no release in over ${STALE_AFTER_DAYS / 365} years, ${undated.length} without release dates, ${behind.length} a major line behind, ${unknown.length} unknown.`,
);
for (const r of deprecated) console.log(`  DEPRECATED ${r.dependency.name}@${r.dependency.version}: ${r.upkeep!.deprecated}`);

// The lockfile keeps the registry's deprecation message of each package as it was when npm
// resolved it: a package deprecated since is only seen at the next resolution (npm install
// prints "npm warn deprecated"), so this part is a floor, not the whole answer.
const tree = productionPackages(lock);
const recorded = tree.filter((p) => p.deprecated);
console.log(
  `\nProduction tree in package-lock.json: ${tree.length} packages (${tree.filter((p) => p.optional).length} optional), ${recorded.length} recorded as deprecated`,
);
for (const p of recorded) console.log(`  ${p.path}@${p.version}${p.optional ? ' (optional)' : ''}: ${p.deprecated}`);

if (deprecated.length > 0 || unknown.length > 0) process.exitCode = 1;
