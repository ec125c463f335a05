import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { registerNavigator, sessionActions, useAppDispatch } from '@phonesheet/shared';

/** Lets sagas navigate with the router, and starts the session once per page load. */
export function SessionBoot() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const started = useRef(false);

  useEffect(() => registerNavigator((path, options) => navigate(path, options)), [navigate]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    dispatch(sessionActions.start());
  }, [dispatch]);

  return null;
}
