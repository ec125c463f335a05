import { createContext, useContext, type ComponentType } from 'react';
import type { AntdFrame, AntdFrameConfig } from '@phonesheet/shared/ui';

/** The host's antd configuration, handed to every remote's own antd (see `createAntdFrame`). */
export const AntdConfigContext = createContext<AntdFrameConfig>({});

// One wrapper per (frame, component), so re-building the route table never remounts a page.
const framedCache = new WeakMap<AntdFrame, WeakMap<ComponentType, ComponentType>>();

/** `Component` rendered inside its remote's antd frame, configured like the host's. */
export function framed<P extends object>(
  Frame: AntdFrame | undefined,
  Component: ComponentType<P>,
): ComponentType<P> {
  if (!Frame) return Component;
  const RemoteFrame: AntdFrame = Frame;
  const byComponent = framedCache.get(Frame) ?? new WeakMap<ComponentType, ComponentType>();
  framedCache.set(Frame, byComponent);
  const cached = byComponent.get(Component as ComponentType);
  if (cached) return cached as ComponentType<P>;
  function Framed(props: P) {
    const config = useContext(AntdConfigContext);
    return (
      <RemoteFrame config={config}>
        <Component {...props} />
      </RemoteFrame>
    );
  }
  Framed.displayName = `Framed(${Component.displayName ?? Component.name ?? 'Component'})`;
  byComponent.set(Component as ComponentType, Framed as ComponentType);
  return Framed;
}
