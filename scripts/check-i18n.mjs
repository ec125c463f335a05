#!/usr/bin/env node
// Fails when a package's six locale catalogues differ in keys or hold empty texts
// (every text must exist in all six languages, so CI fails on a key missing from one), or when
// a key is in two catalogues of one package (each text has one home: its feature's or the kit's).
// Usage: node scripts/check-i18n.mjs [repoRoot]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const LOCALES = ['en', 'zh', 'ar', 'it', 'es', 'fr'];
const root = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..'));

const packages = readdirSync(root, { withFileTypes: true })
  .filter(
    (d) => d.isDirectory() && (d.name === 'shared' || d.name === 'host' || d.name.startsWith('remote-')),
  )
  .map((d) => d.name)
  .sort();

const problems = [];
let checked = 0;

/** A package's catalogues: src/i18n, and each feature's own i18n folder (and the sidebar's). */
function catalogueDirs(pkg) {
  const src = join(root, pkg, 'src');
  const nested = existsSync(src)
    ? readdirSync(src, { recursive: true, withFileTypes: true })
        .filter((d) => d.isDirectory() && d.name === 'i18n' && !d.parentPath.includes('node_modules'))
        .map((d) => join(d.parentPath, d.name))
    : [];
  return [...new Set([join(src, 'i18n'), ...nested])].sort();
}

/** Per package, the catalogue that holds each key. */
const homes = new Map();

for (const dir of packages.flatMap(catalogueDirs)) {
  const pkg = relative(root, dir).replace(/\/src\/i18n$/, '');
  const home = homes.get(pkg.split('/')[0]) ?? new Map();
  homes.set(pkg.split('/')[0], home);
  if (!existsSync(dir)) {
    problems.push(`${pkg}: no src/i18n folder`);
    continue;
  }
  const catalogues = {};
  for (const locale of LOCALES) {
    const file = join(dir, `${locale}.json`);
    if (!existsSync(file)) {
      problems.push(`${pkg}: missing ${locale}.json`);
      continue;
    }
    try {
      const data = JSON.parse(readFileSync(file, 'utf8'));
      if (!data || typeof data !== 'object' || Array.isArray(data)) throw new Error('not a flat object');
      catalogues[locale] = data;
    } catch (error) {
      problems.push(`${pkg}/${locale}.json: unreadable (${error.message})`);
    }
  }
  const allKeys = new Set(Object.values(catalogues).flatMap((c) => Object.keys(c)));
  for (const [locale, catalogue] of Object.entries(catalogues)) {
    for (const key of [...allKeys].sort()) {
      if (!(key in catalogue)) problems.push(`${pkg}/${locale}: missing key ${key}`);
      else if (typeof catalogue[key] !== 'string' || catalogue[key].trim() === '')
        problems.push(`${pkg}/${locale}: empty value for ${key}`);
    }
  }
  for (const key of allKeys) {
    if (home.has(key)) problems.push(`${pkg}: ${key} is in ${home.get(key)} too`);
    else home.set(key, pkg);
  }
  checked += 1;
  console.log(`i18n ${pkg}: ${allKeys.size} keys × ${Object.keys(catalogues).length} locales`);
}

if (problems.length) {
  console.error(`\ni18n check failed (${problems.length} problem${problems.length > 1 ? 's' : ''}):`);
  for (const p of problems) console.error(`  - ${p}`);
  process.exit(1);
}
console.log(`i18n check passed for ${checked} package(s).`);
