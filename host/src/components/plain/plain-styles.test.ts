import fs from 'node:fs';
import path from 'node:path';
import { SHAPE_CLASS, SHAPES_CSS } from '../../layout/sidebar/menu-shapes';
import { PLAIN, PLAIN_CSS } from '@phonesheet/shared/plain';

// Issue 32: the sidebar menu carried `ps-menu`, which this stylesheet drew as a popup, so the
// menu's entries sat below the screen. Each stylesheet now keeps to a prefix of its own.
const classesIn = (css: string) => new Set([...css.matchAll(/\.(-?[a-z_][\w-]*)/gi)].map((m) => m[1]));

describe('class names cannot clash between the plain components and the layout', () => {
  it('styles only ps-plain-… classes here, and names each of them in PLAIN', () => {
    const styled = classesIn(PLAIN_CSS);
    expect([...styled].filter((c) => !c.startsWith('ps-plain-'))).toEqual([]);
    expect([...styled].sort()).toEqual([...new Set(Object.values(PLAIN))].sort());
  });

  it('gives the sidebar shapes a prefix of their own', () => {
    const own = [...classesIn(SHAPES_CSS)].filter((c) => !c.startsWith('ant-'));
    expect(own.length).toBeGreaterThan(0);
    expect(own.filter((c) => !c.startsWith(`${SHAPE_CLASS}`))).toEqual([]);
  });

  it('leaves the ps-plain- prefix to this stylesheet: no other source writes or hard-codes it', () => {
    const root = path.join(__dirname, '..', '..', '..', '..');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          if (entry.name !== 'node_modules' && entry.name !== 'dist') walk(file);
        } else if (
          /\.(tsx?|css)$/.test(entry.name) &&
          !file.endsWith(path.join('plain', 'plain-styles.ts'))
        ) {
          if (/ps-plain-/.test(fs.readFileSync(file, 'utf8')) && !file.endsWith('.test.ts'))
            offenders.push(file);
        }
      }
    };
    for (const pkg of fs.readdirSync(root)) {
      const src = path.join(root, pkg, 'src');
      if (/^(shared|host|remote-)/.test(pkg) && fs.existsSync(src)) walk(src);
    }
    expect(offenders.map((f) => path.relative(root, f))).toEqual([]);
  });
});
