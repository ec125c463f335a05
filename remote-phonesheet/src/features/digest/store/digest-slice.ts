import { createAction, createReducer, resetCachedSlices } from '@phonesheet/shared';
import type { DigestSettings, DigestSettingsBody } from '@phonesheet/shared/contracts';

/** The morning digest's settings in My Account (the tab the phone sheet offers there). */
export interface DigestState {
  settings: DigestSettings | null;
  load: 'idle' | 'loading' | 'ready' | 'error';
  loadError: string | null;
  saving: boolean;
  /** Server texts of a refused save (400). */
  errors: string[];
}

export const initialDigestState: DigestState = {
  settings: null,
  load: 'idle',
  loadError: null,
  saving: false,
  errors: [],
};

export const digestActions = {
  requested: createAction('phonesheetDigest/requested'),
  loaded: createAction<DigestSettings>('phonesheetDigest/loaded'),
  loadFailed: createAction<string>('phonesheetDigest/loadFailed'),
  saveRequested: createAction<DigestSettingsBody>('phonesheetDigest/saveRequested'),
  saveFailed: createAction<string[]>('phonesheetDigest/saveFailed'),
};
const A = digestActions;

export const digestReducer = createReducer<DigestState>(initialDigestState, (on) => [
  on(A.requested, (s) => ({ ...s, load: 'loading', loadError: null })),
  on(A.loaded, (s, settings) => ({ ...s, settings, load: 'ready', saving: false, errors: [] })),
  on(A.loadFailed, (s, loadError) => ({ ...s, load: 'error', loadError })),
  on(A.saveRequested, (s) => ({ ...s, saving: true, errors: [] })),
  on(A.saveFailed, (s, errors) => ({ ...s, saving: false, errors })),
  on(resetCachedSlices, () => initialDigestState),
]);

export const selectDigest = (state: { phonesheetDigest?: DigestState }) =>
  state.phonesheetDigest ?? initialDigestState;
