import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

type Slots = Record<string, ComponentType>;

const SlotsContext = createContext<Slots>({});

/** The host hands remotes' `RemoteModule.slots` (merged) to the whole app. */
export function SlotsProvider({ slots, children }: { slots: Slots; children?: ReactNode }) {
  return <SlotsContext.Provider value={slots}>{children}</SlotsContext.Provider>;
}

/** A component another remote offers under `name`, or undefined when none does. */
export function useSlot(name: string): ComponentType | undefined {
  return useContext(SlotsContext)[name];
}
