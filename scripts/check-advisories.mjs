// Fails when pnpm-lock.yaml holds a dependency version in a known-vulnerable range listed in
// scripts/advisories.json (docs/security.md, "Dependencies"). The registry's audit endpoint is
// not reachable from every machine, so the advisories read are kept here and checked offline.
// An entry may be accepted, with its reason; one with `absentFrom` stays accepted only while the
// vulnerable API is not used (its pattern is not found in that folder).
// Usage: node scripts/check-advisories.mjs [path/to/pnpm-lock.yaml]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lockfile = process.argv[2] ?? path.join(root, 'pnpm-lock.yaml');
const { advisories } = JSON.parse(fs.readFileSync(path.join(root, 'scripts/advisories.json'), 'utf8'));

/** Every version of every package the lockfile resolves: its `packages:` keys, `name@version:`. */
function lockedVersions(text) {
  const versions = new Map();
  const section = text.split(/^packages:\s*$/m)[1]?.split(/^\S.*:\s*$/m)[0] ?? '';
  for (const m of section.matchAll(/^ {2}'?((?:@[^/\s]+\/)?[^@\s'/]+)@([^:('\s]+)/gm)) {
    const [, name, version] = m;
    if (!semver.valid(version)) continue;
    if (!versions.has(name)) versions.set(name, new Set());
    versions.get(name).add(version);
  }
  return versions;
}

function filesUnder(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? filesUnder(p) : [p];
  });
}

/** Files in `dir` (from the repository root) whose text matches `pattern`. */
function usedIn({ dir, pattern }) {
  const re = new RegExp(pattern);
  return filesUnder(path.join(root, dir)).filter((f) => re.test(fs.readFileSync(f, 'utf8')));
}

const locked = lockedVersions(fs.readFileSync(lockfile, 'utf8'));
const failures = [];
let accepted = 0;
for (const a of advisories) {
  for (const version of locked.get(a.package) ?? []) {
    if (!semver.satisfies(version, a.range)) continue;
    const where = `${a.package}@${version} is in ${a.advisory} (${a.range}): ${a.summary}`;
    const users = a.absentFrom ? usedIn(a.absentFrom) : [];
    if (a.accepted && !users.length) {
      accepted++;
      console.log(`accepted: ${where}. ${a.accepted}`);
    } else if (users.length) {
      failures.push(
        `${where}; accepted only while unused, now used in ${users.map((f) => path.relative(root, f)).join(', ')}`,
      );
    } else failures.push(where);
  }
}
for (const f of failures) console.error(`vulnerable: ${f}`);
console.log(
  `${advisories.length} advisories checked against ${locked.size} locked packages: ` +
    `${failures.length} vulnerable, ${accepted} accepted`,
);
process.exit(failures.length ? 1 : 0);
