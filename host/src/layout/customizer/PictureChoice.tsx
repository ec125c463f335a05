import type { ReactNode } from 'react';
import { Typography, theme } from 'antd';

export interface PictureOption<T> {
  value: T;
  /** The choice's name: caption, tooltip and what screen readers say. */
  name: string;
  picture: ReactNode;
}

export interface PictureChoiceProps<T> {
  label: string;
  options: PictureOption<T>[];
  value: T;
  onChange: (value: T) => void;
  /** Tile width in px. */
  width?: number;
  caption?: boolean;
  isSelected?: (option: T, value: T) => boolean;
}

/** A radio group whose choices are small pictures (the customiser's styles, images, colours). */
export function PictureChoice<T>({
  label,
  options,
  value,
  onChange,
  width = 88,
  caption = true,
  isSelected = (option, current) => option === current,
}: PictureChoiceProps<T>) {
  const { token } = theme.useToken();
  return (
    <div
      role="radiogroup"
      aria-label={label}
      style={{ display: 'grid', gridTemplateColumns: `repeat(auto-fill, minmax(${width}px, 1fr))`, gap: 10 }}
    >
      {options.map((option) => {
        const selected = isSelected(option.value, value);
        return (
          <button
            key={option.name}
            type="button"
            role="radio"
            aria-checked={selected}
            aria-label={option.name}
            title={option.name}
            onClick={() => onChange(option.value)}
            style={{
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              gap: 4,
              padding: 4,
              cursor: 'pointer',
              font: 'inherit',
              color: 'inherit',
              background: selected ? token.colorPrimaryBg : 'transparent',
              border: `2px solid ${selected ? token.colorPrimary : token.colorBorderSecondary}`,
              borderRadius: token.borderRadius,
            }}
          >
            {option.picture}
            {caption && (
              <Typography.Text style={{ fontSize: 11, lineHeight: 1.2, textAlign: 'center' }}>
                {option.name}
              </Typography.Text>
            )}
          </button>
        );
      })}
    </div>
  );
}
