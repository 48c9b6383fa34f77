/**
 * /api-reference: the client API's reference, rendered on the server from its OpenAPI document
 * (GET /api/v1/openapi.json, generated from the zod contracts): per call its method and path,
 * scope, parameters, an example request (curl) and an example answer. Public, as the document is:
 * it describes the calls and opens none (each needs a client's token). No JavaScript. The
 * document's own texts are English (it is what integrators' tools read); the page's are translated.
 */
import { useTranslation } from 'react-i18next';
import type { RouteHandle } from '../../root';
import type { Route } from './+types/api-reference';
import { loadApiDocument } from '../../models/api-tokens.server.ts';
import { PageHead } from '../../ui/page-head.tsx';
import referenceHref from '../../styles/api-tokens.css?url';

export const handle: RouteHandle = { hydrate: false };
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: referenceHref }];

interface Param {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: { type?: string | string[]; enum?: string[]; default?: unknown; maximum?: number };
  example?: string;
}
interface Operation {
  operationId: string;
  summary: string;
  description: string;
  tags?: string[];
  parameters?: Param[];
  requestBody?: { content?: Record<string, { example?: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { example?: unknown }> }>;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const doc = await loadApiDocument(context);
  const info = (doc as { info?: { description?: string } }).info;
  const calls = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops as Record<string, Operation>).map(([method, op]) => {
      const params = op.parameters ?? [];
      let shown = path;
      for (const p of params.filter((x) => x.in === 'path')) shown = shown.replace(`{${p.name}}`, p.example ?? '1');
      const query = new URLSearchParams(params.filter((p) => p.in === 'query' && p.example !== undefined).map((p) => [p.name, String(p.example)]));
      const ok = Object.entries(op.responses).find(([code]) => code.startsWith('2'))?.[1];
      const example = ok?.content ?? {};
      const sent = op.requestBody?.content?.['application/json']?.example;
      const bodyPart = sent === undefined ? '' : ` \\\n  -X ${method.toUpperCase()} -H "Content-Type: application/json" \\\n  -d '${JSON.stringify(sent)}'`;
      const [type, body] = Object.entries(example)[0] ?? ['application/json', {}];
      return {
        id: op.operationId, method: method.toUpperCase(), path, summary: op.summary, description: op.description, scope: op.tags?.[0] ?? '',
        params: params.map((p) => ({ name: p.name, in: p.in, required: !!p.required, description: p.description ?? '', type: [p.schema?.type ?? 'string'].flat().join(' | '), values: p.schema?.enum?.join(', ') ?? '', default: p.schema?.default === undefined ? '' : String(p.schema.default) })),
        request: `curl -H "Authorization: Bearer $LAB_API_TOKEN"${bodyPart} \\\n  "${origin}/api/v1${shown}${query.size ? `?${query}` : ''}"`,
        answerType: type,
        answer: type === 'application/json' ? JSON.stringify(body.example, null, 2) : null,
      };
    }),
  );
  return { description: info?.description ?? '', calls };
}

/** The document's texts mark code with backticks (Markdown, as OpenAPI allows): shown as code here. */
function Text({ text }: { text: string }) {
  return <>{text.split('`').map((part, i) => (i % 2 ? <code key={i}>{part}</code> : part))}</>;
}

export default function ApiReference({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  // The document's texts are English (see above): marked so, for screen readers and translators,
  // and said so on a page in another language.
  const doc = i18n.language === 'en' ? undefined : 'en';
  return (
    <article className="api-reference">
      <div className="container">
      <PageHead title={t('apiReference.title')} description={t('apiReference.metaDescription')} />
      <h1>{t('apiReference.title')}</h1>
      {doc ? <p className="muted">{t('apiReference.documentLanguage')}</p> : null}
      <p lang={doc}><Text text={loaderData.description} /></p>
      <p>
        {t('apiReference.document')} <a href="/api/v1/openapi.json">/api/v1/openapi.json</a>
      </p>
      <nav aria-labelledby="calls-nav" className="api-calls">
        <h2 id="calls-nav">{t('apiReference.calls')}</h2>
        <ul>
          {loaderData.calls.map((c) => (
            <li key={c.id}>
              <a href={`#${c.id}`} lang={doc}>{c.summary}</a> <code>{c.method} /api/v1{c.path}</code>
            </li>
          ))}
        </ul>
      </nav>
      {loaderData.calls.map((c) => (
        <section key={c.id} id={c.id} aria-labelledby={`${c.id}-title`}>
          <h2 id={`${c.id}-title`} lang={doc}>{c.summary}</h2>
          <p><code>{c.method} /api/v1{c.path}</code></p>
          {c.description.split('\n\n').map((para) => <p key={para} lang={doc}><Text text={para} /></p>)}
          {c.params.length ? (
            <table>
              <caption className="visually-hidden">{t('apiReference.parametersOf', { name: c.summary })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('apiReference.parameter')}</th>
                  <th scope="col">{t('apiReference.in')}</th>
                  <th scope="col">{t('apiReference.type')}</th>
                  <th scope="col">{t('apiReference.meaning')}</th>
                </tr>
              </thead>
              <tbody>
                {c.params.map((p) => (
                  <tr key={p.name}>
                    <td data-label={t('apiReference.parameter')}><code>{p.name}</code>{p.required ? ` (${t('apiReference.required')})` : ''}</td>
                    <td data-label={t('apiReference.in')}>{p.in}</td>
                    <td data-label={t('apiReference.type')}>{p.type}{p.values ? `: ${p.values}` : ''}{p.default ? ` (${t('apiReference.default', { value: p.default })})` : ''}</td>
                    <td data-label={t('apiReference.meaning')} lang={doc}>{p.description}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          <h3>{t('apiReference.exampleRequest')}</h3>
          <pre><code>{c.request}</code></pre>
          <h3>{t('apiReference.exampleAnswer')}</h3>
          {c.answer !== null ? <pre><code>{c.answer}</code></pre> : <p>{t('apiReference.fileAnswer', { type: c.answerType })}</p>}
        </section>
      ))}
      </div>
    </article>
  );
}
