/**
 * The leading segments that route patterns share before their first parameter, e.g. '/apps/mail'
 * for '/apps/mail/:folder' and '/apps/mail/label/:label': a menu entry's `match`, so the entry
 * stays selected on every page of its app, taken from the patterns in route-paths.ts.
 */
export function pathPrefix(...patterns: string[]): string {
  const fixed = patterns.map((pattern) => {
    const segments = pattern.split('/');
    const param = segments.findIndex((s) => s.startsWith(':') || s === '*');
    return param === -1 ? segments : segments.slice(0, param);
  });
  let length = 0;
  while (length < fixed[0].length && fixed.every((s) => s[length] === fixed[0][length])) length += 1;
  return fixed[0].slice(0, length).join('/');
}
