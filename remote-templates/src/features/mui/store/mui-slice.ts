import { createAction, createReducer, useAppSelector } from '@phonesheet/shared';
import type { Person } from '../types';

export interface MuiState {
  people: Person[];
  /** Whether `people` holds the mock's answer (an empty answer then means "nobody"). */
  loaded: boolean;
}

export const initialMuiState: MuiState = { people: [], loaded: false };

export const muiActions = {
  peopleRequested: createAction('templates/mui/peopleRequested'),
  peopleLoaded: createAction<Person[]>('templates/mui/peopleLoaded'),
};

export const muiReducer = createReducer<MuiState>(initialMuiState, (on) => [
  on(muiActions.peopleLoaded, (_state, people) => ({ people, loaded: true })),
]);

export const MUI_KEY = 'templatesMui';

export const usePeople = () =>
  useAppSelector((state: { [MUI_KEY]?: MuiState }) => state[MUI_KEY] ?? initialMuiState);
