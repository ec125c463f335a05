import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './root-state';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();

/**
 * Typed useSelector. The state is RootState unless the selector annotates its own view of it,
 * e.g. `(state: { billing: BillingState }) => state.billing` for an injected slice.
 */
export function useAppSelector<T, S extends object = RootState>(selector: (state: S) => T): T {
  return useSelector(selector);
}
