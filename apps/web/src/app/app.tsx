import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { setNavigator } from '../lib/navigation';
import { Providers } from './providers';
import { createAppRouter } from './router';

export function App() {
  const [router] = useState(() => {
    const created = createAppRouter();
    setNavigator((path) => void created.navigate(path, { replace: true }));
    return created;
  });
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
