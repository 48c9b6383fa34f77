/**
 * A request's address as the logs write it: at most 200 characters, and a shared report's secret
 * (/shared/{token}) left out, since whoever reads the logs must not be able to open the report.
 */
export function loggedUrl(url: string | undefined): string {
  return String(url).replace(/^\/shared\/[^/?#]+/, '/shared/[link]').slice(0, 200);
}
