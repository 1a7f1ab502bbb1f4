import { lazy, Suspense } from 'react';

const LazyLoginPage = lazy(() => import('./LoginPage.tsx'));
const LazyBridgePage = lazy(() => import('../bridge/BridgePage.tsx'));

/** /YZlogin, loaded when visited (most readers never see it). */
export function LoginRoute() {
  return (
    <Suspense fallback={null}>
      <LazyLoginPage />
    </Suspense>
  );
}

/** /bridge, the developers' native-bridge test page, loaded when visited. */
export function BridgeRoute() {
  return (
    <Suspense fallback={null}>
      <LazyBridgePage />
    </Suspense>
  );
}
