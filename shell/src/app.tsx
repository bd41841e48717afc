import { Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';

import { AppLayout } from '@/layout/app-layout';
import { ShellPlaceholder } from '@/layout/shell-placeholder';
import { NotFoundPage } from '@/pages/not-found-page';
import { RemotePage } from '@/routes/remote-page';
import { RequireUser } from '@/routes/require-user';
import { ROUTES } from '@/routes/route-table';

export function App() {
  return (
    <BrowserRouter>
      {/* The layout's texts come from the `common` namespace: wait for it rather than flash raw keys. */}
      <Suspense fallback={<ShellPlaceholder />}>
        <Routes>
          <Route element={<AppLayout />}>
            {ROUTES.map((route) => {
              const page = <RemotePage route={route} />;
              return <Route key={route.path} path={route.path} element={route.guarded ? <RequireUser>{page}</RequireUser> : page} />;
            })}
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
