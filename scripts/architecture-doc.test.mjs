// docs/architecture.md describes the code as it is: every folder its trees list exists, every
// folder of api/src/services/ is listed (a domain left out is a wrong page), and every file or
// folder it names in backticks exists.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const doc = fs.readFileSync(path.join(root, 'docs', 'architecture.md'), 'utf8');
const REMOTES = ['remote-auth', 'remote-billing', 'remote-phonesheet', 'remote-templates'];
const exists = (p) => fs.existsSync(path.join(root, p));

/** The page's folder trees (code blocks other than the diagram): their root and the folders listed. */
function blocks() {
  const found = [];
  let open = null;
  for (const line of doc.split('\n')) {
    if (line.startsWith('```')) {
      if (open) found.push(open);
      open = open ? null : { lang: line.slice(3).trim(), lines: [] };
    } else open?.lines.push(line);
  }
  return found.filter((b) => !b.lang);
}

function trees() {
  return blocks().map(({ lines: [first, ...lines] }) => {
    const stack = [{ indent: -1, dir: '' }];
    const folders = [];
    for (const line of lines) {
      // An entry: a name ending in "/" first on its line; deeper lines without one describe it.
      const m = /^( *)([\w.<>-]+\/)(?:\s|$)/.exec(line);
      if (!m) continue;
      const indent = m[1].length;
      while (stack.at(-1).indent >= indent) stack.pop();
      const dir = stack.at(-1).dir + m[2];
      stack.push({ indent, dir });
      folders.push(dir);
    }
    return { root: first.trim().split(/\s/)[0], folders };
  });
}

test('every folder the trees list exists (the remotes’ tree: in at least one remote)', () => {
  const found = trees();
  assert.ok(
    found.some((t) => t.root === 'api/src/'),
    'the API tree',
  );
  assert.ok(
    found.some((t) => t.root === 'src/'),
    'the remotes’ tree',
  );
  const missing = [];
  for (const { root: base, folders } of found)
    for (const dir of folders) {
      const real = dir.replace('<name>/', '');
      const places = base === 'src/' ? REMOTES.map((r) => `${r}/src/${real}`) : [`${base}${real}`];
      if (!places.some(exists)) missing.push(`${base}${dir}`);
    }
  assert.deepEqual(missing, []);
});

test('every folder of api/src/services/ and api/src/ is in the API tree', () => {
  const api = trees().find((t) => t.root === 'api/src/').folders;
  const listed = (dir) => api.includes(dir);
  const dirs = (p) =>
    fs
      .readdirSync(path.join(root, p), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  const missing = [
    ...dirs('api/src').map((d) => `${d}/`),
    ...dirs('api/src/services').map((d) => `services/${d}/`),
  ].filter((d) => !listed(d));
  assert.deepEqual(missing, [], 'folders the page leaves out');
});

test('every path the page names in backticks exists', () => {
  const tops = new Set(['api', 'host', 'shared', 'scripts', 'docs', 'bench', 'e2e', 'build', ...REMOTES]);
  const named = [...doc.matchAll(/`([^`\s<>*]+)`/g)]
    .map(([, p]) => p.replace(/[.,:;]$/, ''))
    .filter((p) => tops.has(p.split('/')[0]) && p.includes('/'));
  assert.ok(named.length > 10, 'the page names files');
  assert.deepEqual(
    named.filter((p) => !exists(p)),
    [],
  );
});

test('every feature folder of every remote has its app.ts (but remote-templates’ list-type, as the page says)', () => {
  const missing = [];
  for (const remote of REMOTES) {
    const dir = path.join(root, remote, 'src', 'features');
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }))
      if (entry.isDirectory() && !exists(`${remote}/src/features/${entry.name}/app.ts`))
        missing.push(`${remote}/src/features/${entry.name}`);
  }
  assert.deepEqual(missing, ['remote-templates/src/features/list-type']);
  assert.match(doc, /`list-type` is routed by its module/);
});
