import type { ReactElement, ReactNode } from 'react';
import type { LayoutType, MenuStyle, SidebarColors } from '@phonesheet/shared';
import type { NavLayout } from '../nav-style';

// Small drawings of the customiser's choices. A navigation style's picture is drawn from the
// same NavLayout that draws the real page, so the picture cannot drift from the layout.

const W = 88;
const H = 60;
const PAGE = '#EEF1F5';
const LIGHT = '#FFFFFF';
const SIDE = '#3B4256';
const DARK = '#262A35';
const RAIL = '#1F2330';
const BLOCK = '#D5DCE6';

function Frame({ children }: { children: ReactNode }) {
  return (
    <svg
      width={W}
      height={H}
      viewBox={`0 0 ${W} ${H}`}
      aria-hidden
      // Pictures mirror in right-to-left pages, as the layouts do.
      style={{ display: 'block', transform: 'var(--ps-thumb-flip, none)' }}
    >
      <rect width={W} height={H} rx={4} fill={PAGE} />
      {children}
    </svg>
  );
}

/** Item bars in a column (sidebar) or a row (menu bar); the second one is the selected entry. */
function Items({
  x,
  y,
  width,
  primary,
  row = false,
  light = true,
}: {
  x: number;
  y: number;
  width: number;
  primary: string;
  row?: boolean;
  light?: boolean;
}) {
  const color = light ? '#FFFFFF' : '#6B7280';
  return (
    <>
      {[0, 1, 2, 3].map((i) =>
        row ? (
          <rect key={i} x={x + i * 11} y={y} width={8} height={2} rx={1} fill={i === 1 ? primary : color} />
        ) : (
          <rect
            key={i}
            x={x}
            y={y + i * 6}
            width={width}
            height={3}
            rx={1.5}
            fill={i === 1 ? primary : color}
            opacity={i === 1 ? 1 : 0.6}
          />
        ),
      )}
    </>
  );
}

function Content({ x, y }: { x: number; y: number }) {
  const w = W - x - 6;
  return (
    <>
      <rect x={x + 4} y={y + 4} width={w} height={10} rx={2} fill={LIGHT} />
      <rect x={x + 4} y={y + 17} width={w / 2 - 2} height={H - y - 21} rx={2} fill={BLOCK} />
      <rect x={x + 4 + w / 2 + 2} y={y + 17} width={w / 2 - 2} height={H - y - 21} rx={2} fill={BLOCK} />
    </>
  );
}

function Header({ x, y, width, fill = LIGHT }: { x: number; y: number; width: number; fill?: string }) {
  return <rect x={x} y={y} width={width} height={10} fill={fill} stroke="#DDE2EA" strokeWidth={0.5} />;
}

function Hamburger({ x, y }: { x: number; y: number }) {
  return (
    <>
      {[0, 2, 4].map((d) => (
        <rect key={d} x={x} y={y + d} width={6} height={1} fill="#6B7280" />
      ))}
    </>
  );
}

export function NavStyleThumbnail({ layout, primary }: { layout: NavLayout; primary: string }) {
  if (layout.menu === 'horizontal') {
    const dark = layout.headerTheme === 'dark';
    let y = 0;
    const parts: ReactElement[] = [];
    if (layout.infoStrip) {
      parts.push(<rect key="strip" x={0} y={0} width={W} height={4} fill="#D9DEE5" />);
      y = 4;
    }
    parts.push(<Header key="header" x={0} y={y} width={W} fill={dark ? DARK : LIGHT} />);
    parts.push(<rect key="brand" x={4} y={y + 3} width={4} height={4} rx={1} fill={primary} />);
    if (layout.menuRow === 'inline') {
      parts.push(<Items key="items" x={14} y={y + 4} width={0} primary={primary} row light={dark} />);
    } else {
      parts.push(<rect key="search" x={12} y={y + 3.5} width={18} height={3} rx={1.5} fill={BLOCK} />);
      parts.push(
        <rect
          key="row"
          x={0}
          y={y + 10}
          width={W}
          height={7}
          fill={dark ? RAIL : LIGHT}
          stroke="#DDE2EA"
          strokeWidth={0.5}
        />,
      );
      parts.push(<Items key="items" x={6} y={y + 12.5} width={0} primary={primary} row light={dark} />);
      y += 7;
    }
    if (layout.headerAlwaysFixed) {
      parts.push(<rect key="pin" x={W - 8} y={y + 3} width={4} height={4} rx={2} fill={primary} />);
    }
    parts.push(<Content key="content" x={0} y={y + 10} />);
    return <Frame>{parts}</Frame>;
  }

  if (layout.menu === 'drawer') {
    return (
      <Frame>
        <Header x={0} y={0} width={W} />
        <Hamburger x={4} y={3} />
        <rect x={13} y={3} width={4} height={4} rx={1} fill={primary} />
        <Content x={0} y={10} />
        <rect x={0} y={0} width={W} height={H} rx={4} fill="#000" opacity={0.35} />
        <rect x={0} y={0} width={26} height={H} fill={SIDE} />
        <Items x={4} y={12} width={18} primary={primary} />
      </Frame>
    );
  }

  const top = layout.headerAbove ? 10 : 0;
  const railWidth = layout.rail ? 7 : 0;
  const sideWidth = layout.collapse === 'mini' ? 9 : 24;
  const sideX = railWidth;
  const mainX = railWidth + sideWidth;
  const parts: ReactElement[] = [];
  if (layout.headerAbove) {
    parts.push(<Header key="header" x={0} y={0} width={W} />);
    parts.push(<rect key="brand" x={4} y={3} width={4} height={4} rx={1} fill={primary} />);
  }
  if (layout.rail) {
    parts.push(<rect key="rail" x={0} y={top} width={railWidth} height={H - top} fill={RAIL} />);
    [4, 12, 18, 24].forEach((cy, i) =>
      parts.push(<circle key={`r${cy}`} cx={3.5} cy={cy} r={1.6} fill={i === 0 ? primary : '#9CA3AF'} />),
    );
    parts.push(<circle key="ruser" cx={3.5} cy={H - 5} r={2} fill="#E5E7EB" />);
  }
  parts.push(<rect key="side" x={sideX} y={top} width={sideWidth} height={H - top} fill={SIDE} />);
  let itemsY = top + 6;
  if (layout.sidebarHead === 'user') {
    parts.push(<circle key="avatar" cx={sideX + 4.5} cy={top + 5} r={2.5} fill="#FBBF24" />);
    if (sideWidth > 10)
      parts.push(<rect key="uname" x={sideX + 9} y={top + 4} width={12} height={2} rx={1} fill="#E5E7EB" />);
    parts.push(
      <rect key="useparator" x={sideX} y={top + 10} width={sideWidth} height={0.5} fill="#6B7280" />,
    );
    itemsY = top + 14;
  } else if (!layout.headerAbove) {
    parts.push(<rect key="sbrand" x={sideX + 2.5} y={top + 3} width={4} height={4} rx={1} fill={primary} />);
    itemsY = top + 12;
  }
  parts.push(<Items key="items" x={sideX + 2.5} y={itemsY} width={sideWidth - 5} primary={primary} />);
  if (layout.collapse === 'trigger') {
    parts.push(<rect key="trigger" x={sideX} y={H - 6} width={sideWidth} height={6} fill="#2A2F3E" />);
    parts.push(
      <path
        key="chev"
        d={`M${sideX + sideWidth / 2 + 1} ${H - 4.5}l-2 1.5 2 1.5`}
        stroke="#E5E7EB"
        fill="none"
      />,
    );
  }
  if (!layout.headerAbove) {
    parts.push(<Header key="header" x={mainX} y={0} width={W - mainX} />);
    if (layout.collapse === 'mini' || layout.collapse === 'toggle')
      parts.push(<Hamburger key="toggle" x={mainX + 3} y={3} />);
  }
  parts.push(<Content key="content" x={mainX} y={10} />);
  return <Frame>{parts}</Frame>;
}

export function LayoutTypeThumbnail({ type, primary }: { type: LayoutType; primary: string }) {
  const inset =
    type === 'boxed'
      ? { x: 16, y: 0, w: W - 32, h: H }
      : type === 'framed'
        ? { x: 5, y: 5, w: W - 10, h: H - 10 }
        : { x: 0, y: 0, w: W, h: H };
  return (
    <Frame>
      <rect
        x={inset.x}
        y={inset.y}
        width={inset.w}
        height={inset.h}
        fill={LIGHT}
        stroke={type === 'full-width' ? 'none' : primary}
        strokeWidth={type === 'framed' ? 1 : 0.75}
        rx={type === 'framed' ? 3 : 0}
      />
      <rect x={inset.x} y={inset.y} width={14} height={inset.h} fill={SIDE} />
      <rect x={inset.x + 17} y={inset.y + 4} width={inset.w - 21} height={6} rx={1} fill={BLOCK} />
      <rect
        x={inset.x + 17}
        y={inset.y + 14}
        width={inset.w - 21}
        height={inset.h - 18}
        rx={1}
        fill={BLOCK}
      />
    </Frame>
  );
}

/** Three entries of a menu in the shape, the middle one selected, on the sidebar's colours. */
export function MenuStyleThumbnail({ shape, colors }: { shape: MenuStyle; colors: SidebarColors }) {
  const geometry = (i: number) => {
    const y = 10 + i * 15;
    const full = { x: 0, w: W, r: 0 };
    const g =
      shape === 'default'
        ? full
        : shape === 'standard'
          ? { x: 8, w: W - 16, r: 3 }
          : shape === 'rounded'
            ? { x: 0, w: W - 12, r: 6 }
            : shape === 'rounded-reverse'
              ? { x: 12, w: W - 12, r: 6 }
              : { x: 8, w: W - 16, r: 6 };
    return { ...g, y };
  };
  const path = (x: number, y: number, w: number, r: number, h = 12) => {
    // Rounded on the end side only (rounded), the start side only (reverse), both, or neither.
    const endR = shape === 'rounded-reverse' ? 0 : r;
    const startR = shape === 'rounded' ? 0 : r;
    return `M${x + startR} ${y}h${w - startR - endR}a${endR} ${endR} 0 0 1 ${endR} ${endR}v${h - 2 * endR}a${endR} ${endR} 0 0 1 ${-endR} ${endR}h${-(w - startR - endR)}a${startR} ${startR} 0 0 1 ${-startR} ${-startR}v${-(h - 2 * startR)}a${startR} ${startR} 0 0 1 ${startR} ${-startR}z`;
  };
  return (
    <Frame>
      <rect width={W} height={H} rx={4} fill={colors.bgColor} stroke="#DDE2EA" strokeWidth={0.5} />
      {[0, 1, 2].map((i) => {
        const g = geometry(i);
        return (
          <g key={i}>
            {i === 1 && <path d={path(g.x, g.y, g.w, g.r)} fill={colors.selectedBgColor} />}
            {i === 1 && shape === 'default' && (
              <rect x={0} y={g.y} width={2} height={12} fill={colors.selectedTextColor} />
            )}
            <rect
              x={g.x + 8}
              y={g.y + 5}
              width={36}
              height={2.5}
              rx={1}
              fill={i === 1 ? colors.selectedTextColor : colors.textColor}
            />
          </g>
        );
      })}
    </Frame>
  );
}

/** A sidebar colour set: background, two entries, the selected one in its colours. */
export function ColorSetThumbnail({ colors }: { colors: SidebarColors }) {
  return (
    <svg width={44} height={36} viewBox="0 0 44 36" aria-hidden style={{ display: 'block' }}>
      <rect width={44} height={36} rx={4} fill={colors.bgColor} stroke="#DDE2EA" strokeWidth={0.5} />
      <rect x={6} y={7} width={26} height={3} rx={1.5} fill={colors.textColor} />
      <rect x={3} y={14} width={38} height={9} rx={2} fill={colors.selectedBgColor} />
      <rect x={6} y={17} width={22} height={3} rx={1.5} fill={colors.selectedTextColor} />
      <rect x={6} y={27} width={18} height={3} rx={1.5} fill={colors.textColor} />
    </svg>
  );
}

/** An image's tile: its two main colours (the picture itself loads only when chosen). */
export function ImageTile({ colors }: { colors?: [string, string] }) {
  return (
    <span
      style={{
        display: 'block',
        width: 36,
        height: 48,
        borderRadius: 4,
        border: '1px solid #DDE2EA',
        background: colors
          ? `linear-gradient(160deg, ${colors[0]}, ${colors[1]})`
          : 'repeating-linear-gradient(45deg, #fff 0 6px, #eef1f5 6px 12px)',
      }}
    />
  );
}
