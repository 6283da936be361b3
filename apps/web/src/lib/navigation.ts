type Navigate = (path: string) => void;

// The router lives in the app layer; it registers itself here so shared code (the fetcher) can
// send the user to /login without importing the app. Before that, a full page load does the job.
let navigate: Navigate = (path) => window.location.assign(path);

export function setNavigator(next: Navigate): void {
  navigate = next;
}

export function navigateTo(path: string): void {
  navigate(path);
}

/**
 * A full page load: docs/product.md#session reloads after login and after switching identity, so every cache starts
 * clean.
 */
export function reloadTo(path: string): void {
  window.location.assign(path);
}
