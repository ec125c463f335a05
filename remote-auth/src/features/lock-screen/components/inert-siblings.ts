import { useEffect } from 'react';

/** While `active`, everything on the page but `container` is inert: no focus, no clicks, hidden from readers. */
export function useInertSiblings(container: HTMLElement | null, active: boolean) {
  useEffect(() => {
    if (!active || !container) return undefined;
    const others = Array.from(document.body.children).filter(
      (element) => element !== container && !element.hasAttribute('inert'),
    );
    others.forEach((element) => element.setAttribute('inert', ''));
    return () => others.forEach((element) => element.removeAttribute('inert'));
  }, [container, active]);
}
