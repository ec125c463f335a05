/** Makes antd's breakpoints (matchMedia min/max-width queries) see a screen `width` px wide. */
export function setViewportWidth(width: number): void {
  const evaluate = (query: string): boolean =>
    query.split(/\s+and\s+/).every((part) => {
      const min = /min-width:\s*(\d+)px/.exec(part);
      if (min) return width >= Number(min[1]);
      const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(part);
      if (max) return width <= Number(max[1]);
      return false;
    });
  window.matchMedia = (query: string) =>
    ({
      matches: evaluate(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
