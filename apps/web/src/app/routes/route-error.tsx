import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage } from '../../features/misc/error-page';

function describe(error: unknown): string | null {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return null;
}

/** The error boundary around every route (SPEC §8 render errors). */
export function RouteErrorBoundary() {
  const error = useRouteError();
  return <ErrorPage message={describe(error)} />;
}
