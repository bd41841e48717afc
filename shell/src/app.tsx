import { Suspense, useMemo } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router';

import { AppLayout } from '@/layout/app-layout';
import { ShellPlaceholder } from '@/layout/shell-placeholder';
import { NotFoundPage } from '@/pages/not-found-page';
import { RemotePage } from '@/routes/remote-page';
import { RequireUser } from '@/routes/require-user';
import { routeFor } from '@/routes/route-table';

/**
 * The layout with the one route that serves the address (or the not-found page). The router is handed only that
 * route: given the whole table, it flattened and ranked every route again on each render, a few milliseconds of a
 * phone's first render. `routeFor` picks the same route the router would (the table has no overlapping paths).
 */
function StoreRoutes() {
  const { pathname } = useLocation();
  const route = useMemo(() => routeFor(pathname), [pathname]);
  let page = <Route path="*" element={<NotFoundPage />} />;
  if (route) {
    const remotePage = <RemotePage route={route} />;
    page = <Route key={route.path} path={route.path} element={route.guarded ? <RequireUser>{remotePage}</RequireUser> : remotePage} />;
  }
  return (
    <Routes>
      <Route element={<AppLayout />}>{page}</Route>
    </Routes>
  );
}

export function App() {
  return (
    <BrowserRouter>
      {/* The layout's texts come from the `common` namespace: wait for it rather than flash raw keys. */}
      <Suspense fallback={<ShellPlaceholder />}>
        <StoreRoutes />
      </Suspense>
    </BrowserRouter>
  );
}
