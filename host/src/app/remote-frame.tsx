import type { ComponentType } from 'react';
import type { AntdFrame } from '@phonesheet/shared/ui';

// One wrapper per (frame, component), so re-building the route table never remounts a page.
const framedCache = new WeakMap<AntdFrame, WeakMap<ComponentType, ComponentType>>();

/**
 * `Component` rendered inside an antd frame: a remote's own (`createAntdFrame`), or the host's
 * (HostAntdFrame), each configured from the settings with its own copy of antd.
 */
export function framed<P extends object>(
  Frame: AntdFrame | undefined,
  Component: ComponentType<P>,
): ComponentType<P> {
  if (!Frame) return Component;
  const AppFrame: AntdFrame = Frame;
  const byComponent = framedCache.get(Frame) ?? new WeakMap<ComponentType, ComponentType>();
  framedCache.set(Frame, byComponent);
  const cached = byComponent.get(Component as ComponentType);
  if (cached) return cached as ComponentType<P>;
  function Framed(props: P) {
    return (
      <AppFrame>
        <Component {...props} />
      </AppFrame>
    );
  }
  Framed.displayName = `Framed(${Component.displayName ?? Component.name ?? 'Component'})`;
  byComponent.set(Component as ComponentType, Framed as ComponentType);
  return Framed;
}
