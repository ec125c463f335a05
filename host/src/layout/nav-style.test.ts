import { NAV_STYLES } from '@phonesheet/shared';
import { navLayoutOf } from './nav-style';
import { topBarParts } from './topbar/TopBar';

describe('navigation styles', () => {
  it('draw eleven different layouts', () => {
    const drawn = new Set(NAV_STYLES.map((style) => JSON.stringify(navLayoutOf(style))));
    expect(NAV_STYLES).toHaveLength(11);
    expect(drawn.size).toBe(11);
  });

  it('put the menu in a sidebar, a drawer or the header as the style names it', () => {
    const menuOf = Object.fromEntries(NAV_STYLES.map((s) => [s, navLayoutOf(s).menu]));
    expect(menuOf).toEqual({
      default: 'sidebar',
      'bit-bucket': 'sidebar',
      standard: 'sidebar',
      drawer: 'drawer',
      mini: 'sidebar',
      'mini-sidebar-toggle': 'sidebar',
      'header-user': 'sidebar',
      'header-user-mini': 'sidebar',
      'h-default': 'horizontal',
      'hor-header-fixed': 'horizontal',
      'hor-dark': 'horizontal',
    });
  });

  it('start the mini styles as the 64 px rail, and give mini sidebar toggle its own button', () => {
    expect(navLayoutOf('mini').collapse).toBe('mini');
    expect(navLayoutOf('header-user-mini').collapse).toBe('mini');
    expect(navLayoutOf('mini-sidebar-toggle').collapse).toBe('trigger');
    expect(navLayoutOf('default').collapse).toBe('toggle');
    expect(navLayoutOf('h-default').collapse).toBe('none');
  });

  it('move the user into the sidebar or the bit bucket strip, out of the top bar', () => {
    expect(topBarParts(navLayoutOf('default'), false).user).toBe(true);
    expect(topBarParts(navLayoutOf('header-user'), false).user).toBe(false);
    expect(topBarParts(navLayoutOf('header-user-mini'), false).user).toBe(false);
    expect(topBarParts(navLayoutOf('bit-bucket'), false)).toMatchObject({ user: false, widgets: false });
    // A phone gets everything back in the top bar, with the menu button.
    expect(topBarParts(navLayoutOf('bit-bucket'), true)).toMatchObject({
      user: true,
      widgets: true,
      toggle: true,
    });
  });

  it('show the menu button only where there is something to open or fold', () => {
    const toggles = NAV_STYLES.filter((s) => topBarParts(navLayoutOf(s), false).toggle);
    expect(toggles).toEqual(['default', 'standard', 'drawer', 'mini', 'header-user', 'header-user-mini']);
    expect(NAV_STYLES.every((s) => topBarParts(navLayoutOf(s), true).toggle)).toBe(true);
  });
});
