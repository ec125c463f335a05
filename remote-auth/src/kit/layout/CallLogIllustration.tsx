/** A phone with a call log beside it; drawn in currentColor so it follows the theme. */
export function CallLogIllustration({ size = 280 }: { size?: number }) {
  return (
    <svg width={size} height={size * 0.8} viewBox="0 0 300 240" fill="none" aria-hidden focusable="false">
      <rect
        x="40"
        y="20"
        width="110"
        height="200"
        rx="18"
        stroke="currentColor"
        strokeWidth="6"
        opacity="0.95"
      />
      <rect x="78" y="32" width="34" height="6" rx="3" fill="currentColor" opacity="0.6" />
      <circle cx="95" cy="200" r="7" stroke="currentColor" strokeWidth="4" opacity="0.8" />
      {[60, 95, 130].map((y) => (
        <g key={y} opacity="0.9">
          <circle cx="68" cy={y + 8} r="9" fill="currentColor" opacity="0.35" />
          <rect x="84" y={y} width="50" height="7" rx="3.5" fill="currentColor" opacity="0.75" />
          <rect x="84" y={y + 12} width="34" height="6" rx="3" fill="currentColor" opacity="0.4" />
        </g>
      ))}
      <rect x="170" y="50" width="110" height="140" rx="14" fill="currentColor" opacity="0.14" />
      {[70, 100, 130, 160].map((y, i) => (
        <g key={y}>
          <path
            d={`M186 ${y + 4} l6 -6 l6 6`}
            stroke="currentColor"
            strokeWidth="3"
            strokeLinecap="round"
            strokeLinejoin="round"
            transform={i % 2 ? `rotate(180 192 ${y + 1})` : undefined}
          />
          <rect x="206" y={y - 3} width={60 - i * 6} height="7" rx="3.5" fill="currentColor" opacity="0.7" />
        </g>
      ))}
      <circle cx="262" cy="44" r="20" fill="currentColor" opacity="0.9" />
      <path d="M254 44 h16 M262 36 v16" stroke="rgba(0,0,0,0.35)" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
