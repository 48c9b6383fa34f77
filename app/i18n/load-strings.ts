/**
 * The browser's loading of the strings' parts (strings.ts says which a page needs): each part
 * of each language is its own chunk, the portal's picked by tools/portal-strings.ts.
 */
import { loadPortalPart } from 'virtual:portal-strings';

type Tree = { [key: string]: string | Tree };

export async function loadStrings(lng: 'en' | 'de', part: string): Promise<Tree> {
  if (part.startsWith('portal:')) return (await loadPortalPart(lng, part.slice('portal:'.length))) as Tree;
  if (part === 'public') return (lng === 'de' ? await import('./locales/de.public.json') : await import('./locales/en.public.json')).default as Tree;
  return (lng === 'de' ? await import('./locales/de.json') : await import('./locales/en.json')).default as Tree;
}
