import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// antd reads these browser APIs that jsdom lacks.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// Two shared cores run every suite at once in CI: give findBy*/waitFor room before failing.
configure({ asyncUtilTimeout: 5000 });

// antd's CSS-in-JS puts each component's style sheet into the page; jsdom parses every sheet and
// walks all of them at each getComputedStyle, which made the front-end suite spend 6/7 of its
// time on styles no test reads (352 s against 56 s for the same 251 tests). "server" mode still
// generates each style but keeps it out of the page; the default context is the only place
// that reaches every render (helpers and plain `render` alike). No test may depend on antd's
// injected CSS: a test that needs real layout belongs in the puppeteer suite.
const StyleContext = require('@ant-design/cssinjs/lib/StyleContext').default;
const defaults = (StyleContext as { _currentValue?: { mock?: string } })._currentValue;
if (!defaults)
  throw new Error('@ant-design/cssinjs: the StyleContext default moved; update jest.setup-dom.ts');
defaults.mock = 'server';
