/**
 * Text PostgreSQL can store: no NUL character (U+0000), which no text column holds, and
 * well-formed Unicode (a lone surrogate from a JSON "\ud83d" escape has no UTF-8 form: it would
 * be stored as U+FFFD, silently changed). Other control characters are stored as they are.
 */
export function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return 'contains a NUL character, which cannot be stored';
  if (!text.isWellFormed()) return 'contains a character that is not valid Unicode';
  return null;
}

/** A value still to look at, where it sits, and the 400 text of its key when the key is bad. */
interface Pending {
  value: unknown;
  path: string;
  badKey: string | null;
}

/**
 * The first string of a parsed body, query or path that cannot be stored, as the 400 text that
 * names where it sits ('notes', 'items[2].name', a key itself), or null. The walk keeps its own
 * stack (depth first, in document order), so no nesting can overflow the call stack.
 */
export function unstorableText(root: unknown): string | null {
  const pending: Pending[] = [{ value: root, path: '', badKey: null }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path, badKey } = next;
    if (badKey) return badKey;
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) return `${path || 'body'} ${problem}`;
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--)
        pending.push({ value: value[i], path: `${path}[${i}]`, badKey: null });
    } else if (value && typeof value === 'object') {
      const entries = Object.entries(value);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, item] = entries[i] as [string, unknown];
        const keyProblem = textProblem(key);
        pending.push({
          value: item,
          path: path ? `${path}.${key}` : key,
          badKey: keyProblem && `${path ? `${path}.` : ''}${JSON.stringify(key)} ${keyProblem}`,
        });
      }
    }
  }
  return null;
}
