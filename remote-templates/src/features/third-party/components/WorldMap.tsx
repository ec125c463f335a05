import { memo, type KeyboardEvent } from 'react';
import { theme } from 'antd';
import { MAP_HEIGHT, MAP_WIDTH, type RegionShape } from '../map/world-paths';
import type { MapAction, MapSelection, RegionStats } from '../map/regions';
import { bandOf } from '../map/regions';

export interface WorldMapProps {
  shapes: RegionShape[];
  stats: Map<string, RegionStats>;
  selection: MapSelection;
  dispatch: (action: MapAction) => void;
  label: string;
  /** A region's accessible name (its name and visitors). */
  describe: (shape: RegionShape) => string;
}

const Region = memo(function Region({
  shape,
  fill,
  stroke,
  strokeWidth,
  selected,
  dispatch,
  label,
}: {
  shape: RegionShape;
  fill: string;
  stroke: string;
  strokeWidth: number;
  selected: boolean;
  dispatch: WorldMapProps['dispatch'];
  label: string;
}) {
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      dispatch({ type: 'select', key: shape.key });
    } else if (e.key === 'Escape') dispatch({ type: 'clear' });
  };
  return (
    <path
      d={shape.d}
      fill={fill}
      stroke={stroke}
      strokeWidth={strokeWidth}
      vectorEffect="non-scaling-stroke"
      tabIndex={0}
      role="button"
      aria-label={label}
      aria-pressed={selected}
      data-region={shape.key}
      data-name={shape.name}
      style={{ cursor: 'pointer', outline: 'none', transition: 'fill 120ms' }}
      onMouseEnter={() => dispatch({ type: 'hover', key: shape.key })}
      onMouseLeave={() => dispatch({ type: 'leave', key: shape.key })}
      onFocus={() => dispatch({ type: 'hover', key: shape.key })}
      onBlur={() => dispatch({ type: 'leave', key: shape.key })}
      onClick={() => dispatch({ type: 'select', key: shape.key })}
      onKeyDown={onKeyDown}
    />
  );
});

/** The world as SVG paths, shaded by visitors; hover or focus highlights, click or Enter selects. */
export function WorldMap({ shapes, stats, selection, dispatch, label, describe }: WorldMapProps) {
  const { token } = theme.useToken();
  const max = Math.max(1, ...[...stats.values()].map((s) => s.visitors));
  // Five shades of the primary colour, from the faintest fill to the full colour.
  const bands = [
    token.colorPrimaryBg,
    token.colorPrimaryBgHover,
    token.colorPrimaryBorderHover,
    token.colorPrimaryHover,
    token.colorPrimary,
  ];
  const hovered = shapes.find((s) => s.key === selection.hovered);
  const selected = shapes.find((s) => s.key === selection.selected);
  // Drawn last so its outline is not hidden under its neighbours.
  const top = [selected, hovered].filter((s, i, all): s is RegionShape => !!s && all.indexOf(s) === i);

  return (
    <svg
      viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
      role="group"
      aria-label={label}
      data-testid="third-party-map-svg"
      style={{ width: '100%', height: 'auto', display: 'block', direction: 'ltr' }}
    >
      <rect width={MAP_WIDTH} height={MAP_HEIGHT} fill={token.colorFillQuaternary} rx={token.borderRadius} />
      {shapes.map((shape) => (
        <Region
          key={shape.key}
          shape={shape}
          fill={
            shape.key === selection.selected
              ? token.colorWarning
              : shape.key === selection.hovered
                ? token.colorPrimaryActive
                : bands[bandOf(stats.get(shape.key)?.visitors ?? 0, max)]
          }
          stroke={token.colorBgContainer}
          strokeWidth={0.6}
          selected={shape.key === selection.selected}
          dispatch={dispatch}
          label={describe(shape)}
        />
      ))}
      {top.map((shape) => (
        <path
          key={`outline-${shape.key}`}
          d={shape.d}
          fill="none"
          stroke={token.colorText}
          strokeWidth={1.5}
          vectorEffect="non-scaling-stroke"
          pointerEvents="none"
          aria-hidden="true"
        />
      ))}
    </svg>
  );
}
