// webpack's asset modules answer an SVG import with its URL.
declare module '*.svg' {
  const url: string;
  export default url;
}
