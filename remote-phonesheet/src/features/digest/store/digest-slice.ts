import { createSlice, resetCachedSlices, type PayloadAction } from '@phonesheet/shared';
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

const digestSlice = createSlice({
  name: 'phonesheetDigest',
  initialState: initialDigestState,
  reducers: {
    requested: (s): DigestState => ({ ...s, load: 'loading', loadError: null }),
    loaded: (s, { payload: settings }: PayloadAction<DigestSettings>): DigestState => ({
      ...s,
      settings,
      load: 'ready',
      saving: false,
      errors: [],
    }),
    loadFailed: (s, { payload: loadError }: PayloadAction<string>): DigestState => ({
      ...s,
      load: 'error',
      loadError,
    }),
    saveRequested: (s, _a: PayloadAction<DigestSettingsBody>): DigestState => ({
      ...s,
      saving: true,
      errors: [],
    }),
    saveFailed: (s, { payload: errors }: PayloadAction<string[]>): DigestState => ({
      ...s,
      saving: false,
      errors,
    }),
  },
  extraReducers: (builder) => {
    builder.addCase(resetCachedSlices, (): DigestState => initialDigestState);
  },
});

export const digestActions = digestSlice.actions;
export const digestReducer = digestSlice.reducer;

export const selectDigest = (state: { phonesheetDigest?: DigestState }) =>
  state.phonesheetDigest ?? initialDigestState;
