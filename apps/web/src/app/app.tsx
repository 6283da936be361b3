import { useEffect } from 'react';
import { BrowserRouter, useNavigate } from 'react-router';
import { setNavigator } from '../lib/navigation';
import { registerServiceWorker } from '../lib/service-worker';
import { Providers } from './providers';
import { AppRoutes } from './router';
import { UpdateBanner } from './update-banner';

/** Lets shared code (the fetcher sending a signed-out user to /login) navigate without a page load. */
function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((path) => void navigate(path, { replace: true })), [navigate]);
  return null;
}

export function App() {
  // The worker exists in a build only (docs/offline.md); the dev server serves modules fresh.
  useEffect(() => {
    if (import.meta.env.PROD) void registerServiceWorker();
  }, []);
  return (
    <Providers>
      <BrowserRouter>
        <NavigatorBridge />
        <AppRoutes />
      </BrowserRouter>
      <UpdateBanner />
    </Providers>
  );
}
