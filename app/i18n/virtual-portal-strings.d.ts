/** tools/portal-strings.ts (browser build only). */
declare module 'virtual:portal-strings' {
  export function loadPortalPart(lng: string, name: string): Promise<Record<string, unknown>>;
}
