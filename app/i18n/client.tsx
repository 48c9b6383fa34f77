/**
 * The pages' translation runtime: the part of react-i18next this app uses (`useTranslation`
 * → `t(key, values)` with `{{interpolation}}` and `count` plurals, and `i18n.language`), in
 * about 1 KB instead of i18next + react-i18next (~19 KB gzipped). Vite resolves `react-i18next`
 * to this module in the browser and the server builds (see vite.config.ts): the server renders
 * pages with it too (`renderI18n` in app/middleware/i18next.server.ts), while its loaders, actions
 * and e-mails use the real i18next; `tests/unit/i18n-client.test.ts` checks that both give the
 * same text for every key in both languages, so hydration matches.
 */
import { createContext, createElement, type ReactNode, useContext } from 'react';

type Tree = { [key: string]: string | Tree };
export type TValues = Record<string, unknown> & { count?: number; defaultValue?: string };

export interface ClientI18n {
  language: string;
  t: (key: string, values?: TValues) => string;
  /** adds strings (e.g. sections loaded later) */
  addResources(tree: Tree): void;
  /** whether a part of the strings (e.g. 'portal') has been added */
  has(part: string): boolean;
  mark(part: string): void;
}

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function merge(into: Tree, from: Tree) {
  for (const [k, v] of Object.entries(from)) {
    const cur = into[k];
    if (typeof v === 'object' && typeof cur === 'object') merge(cur, v);
    else into[k] = v;
  }
}

export function createI18n(language: string, resources: Tree): ClientI18n {
  const tree: Tree = {};
  merge(tree, resources);
  const plurals = new Intl.PluralRules(language);
  const t = (key: string, values?: TValues): string => {
    let text: string | undefined;
    if (typeof values?.count === 'number') {
      text = lookup(tree, `${key}_${plurals.select(values.count)}`) ?? lookup(tree, `${key}_other`);
    }
    text ??= lookup(tree, key) ?? values?.defaultValue ?? key;
    if (!values) return text;
    return text.replace(/\{\{\s*([\w.-]+)\s*\}\}/g, (whole, name: string) => {
      const v = values[name];
      return v === undefined || v === null ? whole : String(v);
    });
  };
  const loaded = new Set<string>();
  return {
    language,
    t,
    addResources: (more) => merge(tree, more),
    has: (part) => loaded.has(part),
    mark: (part) => void loaded.add(part),
  };
}

const I18nContext = createContext<ClientI18n>(createI18n('en', {}));

/** The page's instance, for code outside React (the root's client middleware adds strings to it). */
let current: ClientI18n | undefined;
export function setCurrentI18n(i18n: ClientI18n) {
  current = i18n;
}
export function currentI18n(): ClientI18n | undefined {
  return current;
}

export function I18nextProvider({ i18n, children }: { i18n: ClientI18n; children?: ReactNode }) {
  return createElement(I18nContext.Provider, { value: i18n }, children);
}

export function useTranslation() {
  const i18n = useContext(I18nContext);
  return { t: i18n.t, i18n, ready: true };
}
