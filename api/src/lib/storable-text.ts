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

/**
 * The first string of a parsed body, query or path that cannot be stored, as the 400 text that
 * names where it sits ('notes', 'items[2].name', a key itself), or null.
 */
export function unstorableText(value: unknown, path = ''): string | null {
  if (typeof value === 'string') {
    const problem = textProblem(value);
    return problem ? `${path || 'body'} ${problem}` : null;
  }
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = unstorableText(item, `${path}[${i}]`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const keyProblem = textProblem(key);
      if (keyProblem) return `${path ? `${path}.` : ''}${JSON.stringify(key)} ${keyProblem}`;
      const found = unstorableText(item, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return null;
}
