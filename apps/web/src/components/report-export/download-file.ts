/**
 * Saves a file the browser can fetch without headers (the export links are signed): a link the page clicks, so the
 * browser downloads it under its name instead of leaving the app.
 */
export function downloadFile(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
