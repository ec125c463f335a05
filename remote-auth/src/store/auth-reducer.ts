import { combineReducers } from 'redux';
import { AUTH_FEATURES } from '../auth-features';

/** Injected under AUTH_KEY: the features' parts side by side; each feature selects its own. */
export const authReducer = combineReducers(
  Object.assign({}, ...AUTH_FEATURES.map((feature) => feature.reducers ?? {})),
);
