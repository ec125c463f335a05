export type LinkCheck = { ok: true; href: string } | { ok: false; error: string };

const M = 'templates.thirdParty.editor.link';

/**
 * A link's address as typed: "example.com/page" gets https://; only web and mail addresses are
 * accepted (never javascript: or data:), and a web address needs a dotted host or localhost.
 */
export function checkLinkUrl(typed: string): LinkCheck {
  const text = typed.trim();
  if (!text) return { ok: false, error: `${M}.required` };
  if (/\s/.test(text)) return { ok: false, error: `${M}.invalid` };
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(text);
  let url: URL;
  try {
    url = new URL(hasScheme ? text : `https://${text}`);
  } catch {
    return { ok: false, error: `${M}.invalid` };
  }
  if (url.protocol === 'mailto:') {
    return /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(decodeURIComponent(url.pathname))
      ? { ok: true, href: url.href }
      : { ok: false, error: `${M}.invalid` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, error: `${M}.scheme` };
  const host = url.hostname;
  if (host !== 'localhost' && !/^[^.]+(\.[^.]+)+$/.test(host)) return { ok: false, error: `${M}.invalid` };
  return { ok: true, href: url.href };
}
