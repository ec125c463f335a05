import { useEffect, useState } from 'react';

export interface SidebarImage {
  id: number;
  /** The picker's tile: two colours of the picture, so choosing does not need the picture itself. */
  tile: [string, string];
  /** Each picture is its own chunk, fetched only when it is chosen. */
  load: () => Promise<{ default: string }>;
}

export const SIDEBAR_IMAGES: SidebarImage[] = [
  { id: 1, tile: ['#f6d365', '#b83b5e'], load: () => import('./images/sidebar-1.svg') },
  { id: 2, tile: ['#a1c4fd', '#142850'], load: () => import('./images/sidebar-2.svg') },
  { id: 3, tile: ['#c471f5', '#2b1055'], load: () => import('./images/sidebar-3.svg') },
  { id: 4, tile: ['#6bbf59', '#0b6e4f'], load: () => import('./images/sidebar-4.svg') },
  { id: 5, tile: ['#38f9d7', '#0f2027'], load: () => import('./images/sidebar-5.svg') },
  { id: 6, tile: ['#5aa9e6', '#1b263b'], load: () => import('./images/sidebar-6.svg') },
];

/** The URL of sidebar image `id` once loaded; undefined for none (0) or while loading. */
export function useSidebarImage(id: number): string | undefined {
  const [loaded, setLoaded] = useState<{ id: number; url: string }>();
  useEffect(() => {
    const image = SIDEBAR_IMAGES.find((candidate) => candidate.id === id);
    if (!image) return;
    let current = true;
    image
      .load()
      .then((module) => current && setLoaded({ id, url: module.default }))
      // An image that fails to load leaves the plain colour: nothing to tell the user.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [id]);
  return loaded?.id === id ? loaded.url : undefined;
}
