import { checkLinkUrl } from './link-url';

describe('link addresses', () => {
  test('web and mail addresses pass; a bare host gets https', () => {
    expect(checkLinkUrl('https://example.com/a?b=1')).toEqual({
      ok: true,
      href: 'https://example.com/a?b=1',
    });
    expect(checkLinkUrl('  example.com/page ')).toEqual({ ok: true, href: 'https://example.com/page' });
    expect(checkLinkUrl('http://localhost:3000/x')).toMatchObject({ ok: true });
    expect(checkLinkUrl('mailto:ann@example.com')).toMatchObject({ ok: true });
  });

  test('empty, malformed and script addresses each get their message', () => {
    expect(checkLinkUrl('  ')).toEqual({ ok: false, error: 'templates.thirdParty.editor.link.required' });
    expect(checkLinkUrl('not a url')).toEqual({
      ok: false,
      error: 'templates.thirdParty.editor.link.invalid',
    });
    expect(checkLinkUrl('example')).toEqual({ ok: false, error: 'templates.thirdParty.editor.link.invalid' });
    expect(checkLinkUrl('javascript:alert(1)')).toEqual({
      ok: false,
      error: 'templates.thirdParty.editor.link.scheme',
    });
    expect(checkLinkUrl('data:text/html,hi')).toEqual({
      ok: false,
      error: 'templates.thirdParty.editor.link.scheme',
    });
    expect(checkLinkUrl('mailto:nobody')).toEqual({
      ok: false,
      error: 'templates.thirdParty.editor.link.invalid',
    });
  });
});
