// What `npm run deps:check` judges, as pure functions of the manifests, the lockfile and the
// registry's answers, so a table test can hold them without the internet.

/** A release line: the major, or `0.minor` before 1.0, where a minor may break (semver §4). */
export function releaseLine(version: string): string {
  const [major = '0', minor = '0'] = version.split(/[.+-]/);
  return major === '0' ? `0.${minor}` : major;
}

const numbers = (version: string) => version.split(/[+-]/)[0]!.split('.').map(Number);

/** Whether `installed` is on an older release line than `latest` (never when it is ahead, as a prerelease may be). */
export function isLineBehind(installed: string, latest: string): boolean {
  if (releaseLine(installed) === releaseLine(latest)) return false;
  const [a, b] = [numbers(installed), numbers(latest)];
  for (let i = 0; i < 3; i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) < (b[i] ?? 0);
  return false;
}

export type Manifest = { name?: string; dependencies?: Record<string, string> };
export type LockEntry = {
  version?: string;
  dev?: boolean;
  devOptional?: boolean;
  optional?: boolean;
  link?: boolean;
  deprecated?: string;
  resolved?: string;
};
export type Lockfile = { packages: Record<string, LockEntry> };

export type DirectDependency = { name: string; range: string; workspaces: string[]; version: string | undefined };

/**
 * The production dependencies each workspace declares (`dependencies`, not dev), with the version
 * the lockfile resolved for it: the workspace's own node_modules first, then the root's, as Node
 * resolves. Workspace packages (links) are ours and left out.
 */
export function directDependencies(workspaces: Record<string, Manifest>, lock: Lockfile): DirectDependency[] {
  const found = new Map<string, DirectDependency>();
  for (const [dir, manifest] of Object.entries(workspaces)) {
    for (const [name, range] of Object.entries(manifest.dependencies ?? {})) {
      const own = dir ? lock.packages[`${dir}/node_modules/${name}`] : undefined;
      const entry = own ?? lock.packages[`node_modules/${name}`];
      if (entry?.link) continue;
      const key = `${name}@${entry?.version ?? '?'}`;
      const known = found.get(key);
      if (known) known.workspaces.push(dir || '(root)');
      else found.set(key, { name, range, workspaces: [dir || '(root)'], version: entry?.version });
    }
  }
  return [...found.values()].sort((x, y) => x.name.localeCompare(y.name));
}

/** The package name at a lockfile path: the part after its last node_modules/. */
export const packageNameOf = (lockPath: string) => lockPath.slice(lockPath.lastIndexOf('node_modules/') + 'node_modules/'.length);

/**
 * Everything an install without dev dependencies keeps (`npm ci --omit=dev`): npm marks what
 * only the dev tree needs `dev`; `devOptional` is in the dev tree and also an optional
 * dependency of a production package, so it stays.
 */
export function productionPackages(lock: Lockfile) {
  return Object.entries(lock.packages)
    .filter(([lockPath, entry]) => lockPath.includes('node_modules/') && !entry.dev && !entry.link)
    .map(([lockPath, entry]) => ({
      path: lockPath,
      name: packageNameOf(lockPath),
      version: entry.version ?? '?',
      deprecated: entry.deprecated,
      optional: Boolean(entry.optional || entry.devOptional),
    }));
}

/** The registry's document for a package (https://registry.npmjs.org/<name>), the fields read here. */
export type Packument = {
  'dist-tags'?: Record<string, string>;
  versions?: Record<string, { deprecated?: string | boolean; repository?: string | { url?: string } }>;
  time?: Record<string, string>;
  repository?: string | { url?: string };
};

export type Upkeep = {
  deprecated: string | undefined;
  latest: string | undefined;
  latestReleased: string | undefined;
  /** The newest release of any version (a maintained 2.x line counts although 3.x is latest). */
  lastRelease: string | undefined;
  lineBehind: boolean;
  /** No release of any version in over STALE_AFTER_DAYS. */
  stale: boolean;
  repository: string | undefined;
};

export const STALE_AFTER_DAYS = 730;

/** Where the source lives, as a browsable https URL where the registry's form allows. */
export function repositoryUrl(repository: Packument['repository']): string | undefined {
  const raw = typeof repository === 'string' ? repository : repository?.url;
  if (!raw) return undefined;
  if (/^[\w.-]+\/[\w.-]+$/.test(raw)) return `https://github.com/${raw}`;
  const shorthand = /^(github|gitlab|bitbucket):(.+)$/.exec(raw);
  if (shorthand) return `https://${shorthand[1]}.${shorthand[1] === 'bitbucket' ? 'org' : 'com'}/${shorthand[2]}`;
  return raw
    .replace(/^git\+/, '')
    .replace(/^git:\/\//, 'https://')
    .replace(/^ssh:\/\/git@/, 'https://')
    .replace(/\.git$/, '');
}

export function assessUpkeep(installed: string, packument: Packument, now: Date): Upkeep {
  const deprecatedField = packument.versions?.[installed]?.deprecated;
  const latest = packument['dist-tags']?.latest;
  const releases = Object.entries(packument.time ?? {})
    .filter(([version]) => version !== 'created' && version !== 'modified')
    .map(([, at]) => at)
    .sort();
  const lastRelease = releases.at(-1);
  return {
    // The registry marks a deprecation with its message; an empty string is an undone one.
    deprecated: typeof deprecatedField === 'string' ? deprecatedField || undefined : deprecatedField ? 'deprecated' : undefined,
    latest,
    latestReleased: latest ? packument.time?.[latest] : undefined,
    lastRelease,
    lineBehind: latest !== undefined && isLineBehind(installed, latest),
    stale: lastRelease !== undefined && now.getTime() - new Date(lastRelease).getTime() > STALE_AFTER_DAYS * 86_400_000,
    repository: repositoryUrl(packument.versions?.[latest ?? installed]?.repository ?? packument.repository),
  };
}

/** What the table flags: a deprecation fails the check; the others are for the upkeep review. */
export function upkeepFlags(u: Upkeep): string[] {
  return [
    u.deprecated ? 'DEPRECATED' : '',
    u.stale ? 'STALE' : '',
    // A registry mirror may leave the release times out: then staleness is unknown, not fine.
    u.lastRelease === undefined ? 'NO RELEASE DATES' : '',
    u.lineBehind ? 'MAJOR BEHIND' : '',
  ].filter(Boolean);
}
