import { render } from '@testing-library/react';
import { Button, ConfigProvider, theme } from 'antd';
import { SIDEBAR_COLORS_BY_MODE } from '../settings';
import { buildTheme } from './antd-theme';
import { chainAlgorithms } from './theme-algorithms';

/** A page frame as an app draws it, with the header's own dark theme inside (AppHeader.tsx). */
function Page({ color }: { color: string }) {
  return (
    <ConfigProvider theme={buildTheme(theme, 'dark', color, SIDEBAR_COLORS_BY_MODE.dark)}>
      <ConfigProvider theme={{ algorithm: theme.darkAlgorithm }}>
        <Button>Save</Button>
      </ConfigProvider>
    </ConfigProvider>
  );
}

describe('antd themes built from the settings', () => {
  it('survive more themes than antd caches: 40 pages opened with 40 colours draw, none throws', () => {
    // antd's theme cache holds 25 and evicts past that; a lost entry made it throw
    // "Cannot read properties of undefined (reading '1')" and blanked the page (/mui/lab).
    for (let i = 0; i < 40; i++) {
      const color = `#${(0x0a8fdc + i * 0x010203).toString(16).padStart(6, '0')}`;
      const { getByRole, unmount } = render(<Page color={color} />);
      expect(getByRole('button', { name: 'Save' })).toBeInTheDocument();
      unmount();
    }
  });

  it('gives the same settings the same algorithm, so a remounted page reuses its theme', () => {
    const first = buildTheme(theme, 'dark', '#0A8FDC', SIDEBAR_COLORS_BY_MODE.dark);
    const again = buildTheme(theme, 'dark', '#0A8FDC', SIDEBAR_COLORS_BY_MODE.dark);
    expect(again.algorithm).toBe(first.algorithm);
    expect(buildTheme(theme, 'light', '#0A8FDC', SIDEBAR_COLORS_BY_MODE.light).algorithm).not.toBe(
      first.algorithm,
    );
  });

  it('chains algorithms in order, as antd runs a list', () => {
    const chained = chainAlgorithms(theme.darkAlgorithm, theme.compactAlgorithm);
    expect(chainAlgorithms(theme.darkAlgorithm, theme.compactAlgorithm)).toBe(chained);
    const listed = theme.getDesignToken({ algorithm: [theme.darkAlgorithm, theme.compactAlgorithm] });
    const one = theme.getDesignToken({ algorithm: chained });
    expect(one).toEqual(listed);
    expect(one.controlHeight).toBeLessThan(theme.getDesignToken().controlHeight);
  });
});
