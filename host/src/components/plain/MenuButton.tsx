import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { usePlainPalette, PLAIN, usePlainStyles } from '@phonesheet/shared/plain';

export type MenuEntry = { key: string; label: ReactNode; lang?: string } | { divider: true; key: string };

export interface MenuButtonProps {
  /** The button's accessible name. */
  label: string;
  icon?: ReactNode;
  /** Text beside the icon. */
  text?: ReactNode;
  items: MenuEntry[];
  /** The entry marked as the current one. */
  current?: string;
  onSelect: (key: string) => void;
}

/**
 * A button that opens a menu, drawn without antd so that the landing page needs none. Keyboard:
 * Enter or Space opens it on its first entry, arrows move, Escape closes and returns to the button;
 * a click elsewhere closes it.
 */
export function MenuButton({ label, icon, text, items, current, onSelect }: MenuButtonProps) {
  usePlainStyles();
  const palette = usePlainPalette();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const entries = () => [...(box.current?.querySelectorAll<HTMLElement>('[role=menuitem]') ?? [])];

  useEffect(() => {
    if (!open) return;
    (entries().find((e) => e.getAttribute('aria-current') === 'true') ?? entries()[0])?.focus();
    const outside = (event: MouseEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open]);

  const onMenuKey = (event: KeyboardEvent) => {
    const all = entries();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (move) {
      event.preventDefault();
      all[(at + move + all.length) % all.length]?.focus();
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      all[event.key === 'Home' ? 0 : all.length - 1]?.focus();
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      setOpen(false);
      if (event.key === 'Escape') button.current?.focus();
    }
  };

  return (
    <span ref={box} style={{ ...palette, position: 'relative', display: 'inline-flex' }}>
      <button
        ref={button}
        type="button"
        className={`${PLAIN.button} ${PLAIN.buttonText}`}
        // The visible text is part of the name ("Language: English"), so speech input finds it.
        aria-label={typeof text === 'string' && text ? `${label}: ${text}` : label}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((was) => !was)}
      >
        {icon}
        {text}
      </button>
      {open && (
        <ul role="menu" aria-label={label} className={PLAIN.menuButtonList} onKeyDown={onMenuKey}>
          {items.map((item) =>
            'divider' in item ? (
              <li key={item.key} role="separator" />
            ) : (
              <li key={item.key} role="none">
                <button
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  lang={item.lang}
                  aria-current={item.key === current ? 'true' : undefined}
                  onClick={() => {
                    setOpen(false);
                    onSelect(item.key);
                  }}
                >
                  {item.label}
                </button>
              </li>
            ),
          )}
        </ul>
      )}
    </span>
  );
}
