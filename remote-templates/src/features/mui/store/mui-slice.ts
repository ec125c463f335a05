import { createAction, createSlice, useAppSelector, type PayloadAction } from '@phonesheet/shared';
import type { Person } from '../types';

export interface MuiState {
  people: Person[];
  /** Whether `people` holds the mock's answer (an empty answer then means "nobody"). */
  loaded: boolean;
}

export const initialMuiState: MuiState = { people: [], loaded: false };

const muiSlice = createSlice({
  name: 'templates/mui',
  initialState: initialMuiState,
  reducers: {
    peopleLoaded: (_state, action: PayloadAction<Person[]>) => ({ people: action.payload, loaded: true }),
  },
});

export const muiActions = {
  /** Command the saga answers with `peopleLoaded`. */
  peopleRequested: createAction('templates/mui/peopleRequested'),
  ...muiSlice.actions,
};
export const muiReducer = muiSlice.reducer;

export const MUI_KEY = 'templatesMui';

export const usePeople = () =>
  useAppSelector((state: { [MUI_KEY]?: MuiState }) => state[MUI_KEY] ?? initialMuiState);
