import { useMemo } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { useRemotes } from '../app/RemotesContext';
import { AppShell } from '../layout/AppShell';
import { HOST_ROUTES } from './host-routes';
import { NOT_FOUND_PATH, PUBLIC_PATH } from './paths';
import { RouteFrame } from './RouteFrame';
import { buildRouteTable } from './route-table';
import { UnavailableRoute } from './UnavailableRoute';

export function AppRoutes() {
  const { remotes } = useRemotes();
  const table = useMemo(() => buildRouteTable(HOST_ROUTES, remotes), [remotes]);

  return (
    <Routes>
      <Route path="/" element={<Navigate to={PUBLIC_PATH} replace />} />
      {table.bare.map((r) => (
        <Route
          key={r.path}
          path={r.path}
          element={<RouteFrame access={r.access} Component={r.Component} />}
        />
      ))}
      <Route element={<AppShell />}>
        {table.shell.map((r) => (
          <Route
            key={r.path}
            path={r.path}
            element={<RouteFrame access={r.access} Component={r.Component} />}
          />
        ))}
        {table.unavailable.map((u) => (
          <Route key={u.path} path={u.path} element={<UnavailableRoute remote={u.remote} />} />
        ))}
      </Route>
      <Route path="*" element={<Navigate to={NOT_FOUND_PATH} replace />} />
    </Routes>
  );
}
