/**
 * The wall's pictures, drawn here as small SVG scenes (the app loads no remote image).
 * Each is a data URI: a sky gradient, a sun and two ranges of hills in the given hues.
 */
export function scenePicture(skyHue: number, landHue: number, width = 640, height = 400): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="hsl(${skyHue},70%,62%)"/>` +
    `<stop offset="1" stop-color="hsl(${(skyHue + 40) % 360},75%,82%)"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#s)"/>` +
    `<circle cx="${width * 0.72}" cy="${height * 0.3}" r="${height * 0.12}" fill="hsl(45,95%,70%)"/>` +
    `<path d="M0 ${height * 0.7} L${width * 0.25} ${height * 0.42} L${width * 0.5} ${height * 0.66} ` +
    `L${width * 0.72} ${height * 0.48} L${width} ${height * 0.72} V${height} H0Z" ` +
    `fill="hsl(${landHue},40%,45%)"/>` +
    `<path d="M0 ${height * 0.85} Q${width * 0.3} ${height * 0.7} ${width * 0.6} ${height * 0.84} ` +
    `T${width} ${height * 0.8} V${height} H0Z" fill="hsl(${landHue},45%,30%)"/></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
