import { fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createAppStore } from '@phonesheet/shared';
import { MenuButton } from './MenuButton';

function renderMenu(onSelect = jest.fn()) {
  render(
    <Provider store={createAppStore()}>
      <MenuButton
        label="Language"
        text="English"
        current="fr"
        items={[
          { key: 'en', label: 'English' },
          { key: 'fr', label: 'Français', lang: 'fr' },
          { key: 'line', divider: true },
          { key: 'ar', label: 'العربية', lang: 'ar' },
        ]}
        onSelect={onSelect}
      />
      <p>Elsewhere</p>
    </Provider>,
  );
  return { onSelect, button: screen.getByRole('button', { name: 'Language: English' }) };
}

describe('MenuButton (drawn without antd)', () => {
  it('opens on the current entry, moves with the arrows, wraps, and chooses with a click', () => {
    const { onSelect, button } = renderMenu();
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const [en, fr, ar] = screen.getAllByRole('menuitem');
    expect(document.activeElement).toBe(fr);
    expect(fr).toHaveAttribute('aria-current', 'true');
    expect(fr).toHaveAttribute('lang', 'fr');
    fireEvent.keyDown(fr, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(ar); // the separator is skipped
    fireEvent.keyDown(ar, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(en);
    fireEvent.keyDown(en, { key: 'End' });
    expect(document.activeElement).toBe(ar);
    fireEvent.click(ar);
    expect(onSelect).toHaveBeenCalledWith('ar');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape (back on the button) and on a click elsewhere, choosing nothing', () => {
    const { onSelect, button } = renderMenu();
    fireEvent.click(button);
    fireEvent.keyDown(screen.getAllByRole('menuitem')[0], { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    fireEvent.mouseDown(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(onSelect).not.toHaveBeenCalled();
  });
});
