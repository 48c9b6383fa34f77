#!/usr/bin/env node
/**
 * Issue 13: the contracts move from provider/contract/ to a top-level contract/ that both sides
 * import, one file per domain. This codemod
 *
 *   (a) moves every whole file provider/contract/<name>.ts to contract/<name>.ts (also files it
 *       does not know: a branch may have added one), rewriting the file's own relative imports;
 *   (b) rewrites every import / export-from / import() / vi.mock() of provider/contract/* in the
 *       repository's source files (app, provider, tests, lib, server, tools, config files) so each
 *       symbol comes from its new file: relative path, `.ts` extension, `import type` and inline
 *       `type` kept, imports of one new file merged into one declaration;
 *   (c) rewrites `provider/contract/<name>.ts` in code comments to `contract/<new>.ts`.
 *
 * The four files that were split (auth, analyses, content, portal) are not split by this script:
 * their parts are committed in contract/. The symbol map below (old file + symbol → new file) is
 * what a re-run needs after other branches merge, when the old files are gone. If an old split file
 * is still there (a branch changed it), the script says which of its exports the map does not
 * know or the new files lack, and leaves it for a hand merge.
 *
 * Idempotent: a second run changes nothing. Plain Node plus the `typescript` devDependency.
 *
 *   node tools/move-contracts.mjs            rewrite and move
 *   node tools/move-contracts.mjs --check    report only, exit 1 when anything would change
 *
 * Exit status 1 when something needs a person (unknown symbols, a split file still present, a
 * file on both sides).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(import.meta.dirname, '..');
const OLD_DIR = path.join(ROOT, 'provider', 'contract');
const NEW_DIR = path.join(ROOT, 'contract');
const CHECK = process.argv.includes('--check');

// ─── the map ─────────────────────────────────────────────────────────────────
// Old file → { to: its new file for any symbol not listed (null: the file was split, every symbol
// must be listed), symbols: { newFile: [symbols] } }. An old file not listed here moves whole to
// contract/ under its own name.
const MAP = {
  'auth.ts': {
    to: null,
    symbols: {
      'auth.ts': [
        'PASSWORD_MIN', 'PASSWORD_MAX', 'loginBody', 'clientSummary', 'ClientSummary', 'publicUser', 'PublicUser', 'loginResponse',
        'LoginResponse', 'PASSWORD_PROBLEMS', 'weakPasswordResponse', 'lockedResponse', 'successResponse', 'userExistsBody',
        'userExistsResponse', 'registerBody', 'confirmationResponse', 'invitationResponse', 'InvitationResponse', 'completeSignupBody',
        'passwordRequestBody', 'passwordResetBody', 'userUpdateBody', 'passwordChangeBody',
      ],
      'notifications.ts': ['notification', 'Notification', 'notificationsResponse'],
      'locations.ts': ['locationsQuery', 'locationHours', 'LocationHours', 'location', 'Location', 'locationsResponse'],
    },
  },
  'analyses.ts': {
    to: null,
    symbols: {
      'analyses.ts': [
        'analysesQuery', 'AnalysesQuery', 'analysisListItem', 'AnalysisListItem', 'analysesList', 'AnalysesList', 'analysisComponent',
        'AnalysisComponent', 'attachmentForm', 'analysisDetail', 'AnalysisDetail', 'named', 'Named', 'namedList', 'country', 'Country',
        'countryList', 'cheatsheetQuery',
      ],
      // analyses.ts re-exported the browser-safe constants: their importers now take them from the source
      'analyses-limits.ts': ['MAX_PHRASE', 'MAX_LIMIT', 'CHEATSHEETS', 'CheatsheetName', 'FRESHNESS'],
      'publications.ts': ['publicationCard', 'PublicationCard', 'publicationCards', 'publicationsQuery'],
      'contact.ts': ['contactMessage', 'ContactMessage', 'contactAnswer'],
    },
  },
  'content.ts': {
    to: null,
    symbols: {
      'content.ts': [
        'contentPage', 'ContentPage', 'contentPageList', 'contentPagesQuery', 'person', 'Person', 'personList', 'seminar', 'Seminar',
        'seminarList', 'faq', 'Faq', 'faqList',
      ],
      'publications.ts': ['relatedAnalysis', 'RelatedAnalysis', 'publicationDetail', 'PublicationDetail'],
      'search.ts': [
        'MAX_SEARCH', 'SEARCH_LOCATION_TYPES', 'SearchLocationType', 'SEARCH_INDEXES', 'SearchIndex', 'searchQuery', 'searchHit', 'SearchHit',
        'searchAnswer', 'SearchAnswer',
      ],
      'report-verification.ts': ['reportVerificationQuery', 'verifiedReport', 'VerifiedReport', 'VERIFY_LIMITS'],
      'contact.ts': ['soilContact', 'SoilContact'],
      'vintage-charts.ts': [
        'VINTAGE_CHARTS', 'VintageVarietalKey', 'VINTAGE_VARIETAL_KEYS', 'VINTAGE_ANALYTES', 'isVintageChart', 'CHART_UPLOAD', 'chartUploadAnswer',
        'chartList',
      ],
    },
  },
  'portal.ts': {
    to: null,
    symbols: {
      'clients.ts': [
        'BUSINESS_TYPES', 'CLIENT_STATUSES', 'clientListItem', 'ClientListItem', 'clientListQuery', 'clientListResponse', 'CLIENT_LIST_LIMIT',
        'NEW_ACTIVITY_DAYS', 'teamAdministrator', 'clientDetails', 'ClientDetails', 'CLIENT_LIMITS', 'RESIGN_LIMITS', 'createClientBody',
        'createClientResponse', 'resignBody', 'notOwnedAnswer', 'NotOwnedAnswer',
      ],
      'client-settings.ts': ['goPaperlessResponse'],
      'billing.ts': ['overdueBalanceResponse'],
      'addresses.ts': ['ADDRESS_LIMITS'],
      'params.ts': ['MAX_PAGE_LENGTH', 'MAX_SEARCH_LENGTH', 'dateParam'],
      'results.ts': [
        'BATCH_STATUSES', 'sampleSummary', 'SampleSummary', 'batch', 'Batch', 'analysis', 'Analysis', 'RESULT_SORTS', 'ResultSort',
        'RESULTS_DEFAULT_LENGTH', 'BATCHES_DEFAULT_LENGTH', 'resultsQuery', 'ResultsQuery', 'resultsResponse', 'batchesQuery', 'BatchesQuery',
        'batchesResponse', 'samplesResponse', 'sampleDetailsResponse', 'SampleDetails', 'analysisDetailsResponse', 'reportQuery',
      ],
      'exports.ts': ['exportResultsQuery', 'exportBatchesQuery', 'EXPORT_MIN_LENGTH', 'exportResponse'],
    },
  },
  // whole files that gave a symbol away
  'team.ts': { to: 'team.ts', symbols: { 'params.ts': ['idValue'] } },
};
/** Symbols that no longer exist, with what to use instead. */
const REMOVED = {
  'portal.ts': { createAddressBody: 'it was unused; POST /addresses.json validates with addressCreateBody (contract/addresses.ts)' },
};

// ─── helpers ─────────────────────────────────────────────────────────────────
const SOURCE_EXT = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const SKIP = /^(node_modules|build[^/]*|\.react-router|data|test-results|\.git)\//;
const problems = [];
const notes = [];
const rel = (abs) => path.relative(ROOT, abs).split(path.sep).join('/');

/** The new file (name in contract/) of `symbol` imported from old file `oldName`, or null if unknown. */
function target(oldName, symbol) {
  const entry = MAP[oldName];
  if (!entry) return oldName;
  for (const [file, names] of Object.entries(entry.symbols)) if (names.includes(symbol)) return file;
  return entry.to;
}
/** Every new file an old file's symbols went to (for `export *` and namespace imports). */
function targetsOf(oldName) {
  const entry = MAP[oldName];
  if (!entry) return [oldName];
  return [...new Set([...(entry.to ? [entry.to] : []), ...Object.keys(entry.symbols)])];
}
const isWhole = (oldName) => !MAP[oldName] || (MAP[oldName].to !== null && Object.keys(MAP[oldName].symbols).length === 0);

/** `../x.ts` style specifier from directory `fromDir` to absolute file `to`. */
function specifier(fromDir, to) {
  let s = path.relative(fromDir, to).split(path.sep).join('/');
  if (!s.startsWith('.')) s = `./${s}`;
  return s;
}

function listFiles() {
  const out = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' });
  return out
    .split('\n')
    .filter((f) => f && SOURCE_EXT.test(f) && !SKIP.test(f) && !f.endsWith('.d.ts') && fs.existsSync(path.join(ROOT, f)))
    .map((f) => path.join(ROOT, f));
}

// ─── (a) what moves ──────────────────────────────────────────────────────────
/** old absolute path → new absolute path, for the whole files still under provider/contract/. */
const moves = new Map();
if (fs.existsSync(OLD_DIR)) {
  for (const name of fs.readdirSync(OLD_DIR).sort()) {
    const from = path.join(OLD_DIR, name);
    if (!fs.statSync(from).isFile()) {
      problems.push(`${rel(from)}: a folder; move it by hand`);
      continue;
    }
    if (MAP[name] && MAP[name].to === null) {
      reportSplitLeftover(name, from);
      continue;
    }
    const dest = path.join(NEW_DIR, MAP[name]?.to ?? name);
    if (fs.existsSync(dest)) {
      if (fs.readFileSync(dest, 'utf8') === fs.readFileSync(from, 'utf8')) {
        notes.push(`${rel(from)}: same as ${rel(dest)}, removed`);
        if (!CHECK) fs.rmSync(from);
      } else {
        problems.push(`${rel(from)} and ${rel(dest)} both exist and differ: merge the old one's changes into the new one by hand, delete it, run again`);
      }
      continue;
    }
    if (MAP[name] && Object.keys(MAP[name].symbols).length) {
      notes.push(`${rel(from)}: moved whole, but ${Object.values(MAP[name].symbols).flat().join(', ')} belong elsewhere: move them by hand`);
    }
    moves.set(from, dest);
  }
}

/** A split file still present: which of its exports the map or the new files do not have. */
function reportSplitLeftover(name, from) {
  const sf = ts.createSourceFile(from, fs.readFileSync(from, 'utf8'), ts.ScriptTarget.Latest, true);
  const missing = [];
  for (const name2 of exportedNames(sf)) {
    const to = target(name, name2);
    if (REMOVED[name]?.[name2]) continue;
    if (!to) missing.push(`${name2} (not in the map)`);
    else {
      const dest = path.join(NEW_DIR, to);
      const declared = fs.existsSync(dest) ? exportedNames(ts.createSourceFile(dest, fs.readFileSync(dest, 'utf8'), ts.ScriptTarget.Latest, true)) : [];
      if (!declared.includes(name2)) missing.push(`${name2} (not in contract/${to})`);
    }
  }
  problems.push(
    `${rel(from)} was split into ${targetsOf(name).map((f) => `contract/${f}`).join(', ')} but still exists` +
      (missing.length ? `; port these by hand (and add new ones to MAP): ${missing.join(', ')}` : '; every export is in its new file: compare the bodies, then delete it') +
      '. Run again afterwards.',
  );
}

function exportedNames(sf) {
  const names = [];
  for (const st of sf.statements) {
    const exported = ts.canHaveModifiers(st) && ts.getModifiers(st)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (ts.isExportDeclaration(st) && st.exportClause && ts.isNamedExports(st.exportClause)) names.push(...st.exportClause.elements.map((e) => e.name.text));
    if (!exported) continue;
    if (ts.isVariableStatement(st)) for (const d of st.declarationList.declarations) if (ts.isIdentifier(d.name)) names.push(d.name.text);
    if ((ts.isFunctionDeclaration(st) || ts.isClassDeclaration(st) || ts.isTypeAliasDeclaration(st) || ts.isInterfaceDeclaration(st) || ts.isEnumDeclaration(st)) && st.name) {
      names.push(st.name.text);
    }
  }
  return names;
}

// ─── (b) rewriting one file ──────────────────────────────────────────────────
/**
 * Where a relative specifier written in a file that lived in `fromDir` leads now: either an old
 * contract file (→ { old }) or a file (→ { abs }, already moved if it moves).
 */
function resolveSpec(fromDir, spec) {
  if (!spec.startsWith('.')) return null;
  let abs = path.resolve(fromDir, spec);
  if (path.dirname(abs) === OLD_DIR) {
    const base = path.basename(abs);
    return { old: /\.[cm]?[jt]sx?$/.test(base) ? base.replace(/\.[cm]?[jt]sx?$/, '.ts') : `${base}.ts` };
  }
  if (moves.has(abs)) abs = moves.get(abs);
  return { abs };
}

function rewrite(file, outFile) {
  const text = fs.readFileSync(file, 'utf8');
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : /\.[cm]?js$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const fromDir = path.dirname(file);
  const outDir = path.dirname(outFile);
  const edits = []; // { start, end, text }
  const where = (node) => `${rel(file)}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const specTo = (abs) => `'${specifier(outDir, abs)}'`;
  const newFile = (name) => path.join(NEW_DIR, name);

  // Named imports/exports from relative modules, by declaration, for the merge step.
  const decls = []; // { node, exporting, typeOnly, target(abs), specs: [{ text, type }], changed }
  for (const st of sf.statements) {
    if (!(ts.isImportDeclaration(st) || ts.isExportDeclaration(st)) || !st.moduleSpecifier || !ts.isStringLiteral(st.moduleSpecifier)) continue;
    const res = resolveSpec(fromDir, st.moduleSpecifier.text);
    if (!res) continue;
    const exporting = ts.isExportDeclaration(st);
    const clause = exporting ? st.exportClause : st.importClause;
    const named = exporting
      ? clause && ts.isNamedExports(clause) ? clause : null
      : clause && !clause.name && clause.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings : null;
    const typeOnly = exporting ? st.isTypeOnly : !!clause?.isTypeOnly;

    if (res.abs) {
      // not a contract: only the path changes when this file moves
      const spec = specifier(outDir, res.abs);
      if (spec !== st.moduleSpecifier.text) edits.push({ start: st.moduleSpecifier.getStart(), end: st.moduleSpecifier.end, text: `'${spec}'` });
      if (named) decls.push({ node: st, exporting, typeOnly, target: res.abs, specs: named.elements.map(specOf), changed: false });
      continue;
    }
    const old = res.old;
    if (!named) {
      // export * / namespace import / default import / side-effect import
      const targets = isWhole(old) ? [target(old, '*')] : targetsOf(old);
      const isStar = exporting && !clause;
      if (targets.length === 1 && isWhole(old)) {
        edits.push({ start: st.moduleSpecifier.getStart(), end: st.moduleSpecifier.end, text: specTo(newFile(targets[0])) });
      } else if (isStar) {
        const lines = targets.filter((t) => newFile(t) !== outFile).map((t) => `export ${typeOnly ? 'type ' : ''}* from ${specTo(newFile(t))};`);
        edits.push({ start: st.getStart(), end: st.end, text: lines.join('\n') });
        notes.push(`${where(st)}: export * from the split ${old} became ${lines.length} export * lines: check nothing extra is re-exported`);
      } else {
        problems.push(`${where(st)}: ${st.getText()} — ${old} was split, name the symbols instead (new files: ${targetsOf(old).join(', ')})`);
      }
      continue;
    }
    // Named: group the symbols by their new file.
    const groups = new Map();
    const unknown = [];
    for (const el of named.elements) {
      const symbol = (el.propertyName ?? el.name).text;
      const to = target(old, symbol);
      if (!to) {
        unknown.push(el);
        const removed = REMOVED[old]?.[symbol];
        problems.push(`${where(st)}: ${symbol} from ${old}: ${removed ? `removed, ${removed}` : 'not in the map of tools/move-contracts.mjs (add it, run again)'}`);
        continue;
      }
      const abs = newFile(to);
      if (!groups.has(abs)) groups.set(abs, []);
      groups.get(abs).push(specOf(el));
    }
    const entries = [...groups].map(([abs, specs]) => ({ node: st, exporting, typeOnly, target: abs, specs, changed: true }));
    // unknown symbols stay behind, imported from the old path, so the type check shows them
    if (unknown.length) entries.push({ node: st, exporting, typeOnly, target: null, oldSpec: st.moduleSpecifier.text, specs: unknown.map(specOf), changed: true });
    // a symbol now declared in this very file (the file received it): no import
    const own = entries.filter((e) => e.target === outFile && !e.exporting);
    for (const e of own) e.specs = [];
    decls.push(...entries);
  }

  // Merge: every rewritten group joins an earlier declaration from the same file (an inline `type`
  // when one side is type-only, as the codebase writes it).
  const byNode = new Map();
  for (const d of decls) {
    if (!byNode.has(d.node)) byNode.set(d.node, []);
    byNode.get(d.node).push(d);
  }
  const anyChanged = decls.some((d) => d.changed);
  if (anyChanged) {
    const keepers = new Map(); // key → the declaration that collects
    for (const d of decls) {
      if (!d.target) continue;
      const key = `${d.exporting}|${d.target}`;
      const keeper = keepers.get(key);
      if (keeper && (d.changed || keeper.changed)) {
        if (keeper.typeOnly && !d.typeOnly) {
          keeper.specs = keeper.specs.map((s) => ({ ...s, type: true }));
          keeper.typeOnly = false;
        }
        const incoming = d.typeOnly && !keeper.typeOnly ? d.specs.map((s) => ({ ...s, type: true })) : d.specs;
        for (const s of incoming) {
          const same = keeper.specs.find((k) => k.text === s.text);
          if (!same) keeper.specs.push(s);
          else if (!s.type) same.type = false; // a value import covers the type use
        }
        keeper.changed = true;
        d.specs = [];
        d.changed = true;
      } else if (!keeper) keepers.set(key, d);
    }
    for (const [node, list] of byNode) {
      if (!list.some((d) => d.changed)) continue;
      // a declaration whose pieces are all unchanged but was merged into: reprint it
      const printed = list
        .filter((d) => d.specs.length)
        .map((d) => print(d, d.target ? specifier(outDir, d.target) : d.oldSpec));
      let start = node.getStart();
      let end = node.end;
      // drop the path edit made above for a declaration we reprint anyway
      for (let i = edits.length - 1; i >= 0; i--) if (edits[i].start >= start && edits[i].end <= end) edits.splice(i, 1);
      if (!printed.length) {
        // remove the whole line
        while (end < text.length && (text[end] === ' ' || text[end] === '\t')) end++;
        if (text[end] === '\r') end++;
        if (text[end] === '\n') end++;
        const lineStart = text.lastIndexOf('\n', start - 1) + 1;
        if (/^[ \t]*$/.test(text.slice(lineStart, start))) start = lineStart;
      }
      edits.push({ start, end, text: printed.join('\n') });
    }
  }

  // import('…'), vi.mock('…'), typeof import('…')
  const visit = (node) => {
    let lit = null;
    if (ts.isCallExpression(node) && node.arguments.length && ts.isStringLiteralLike(node.arguments[0])) {
      const callee = node.expression.getText(sf);
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword || /^vi\.(mock|doMock|unmock|doUnmock|importActual|importMock)$/.test(callee)) lit = node.arguments[0];
    }
    if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) lit = node.argument.literal;
    if (lit) {
      const res = resolveSpec(fromDir, lit.text);
      if (res?.old) {
        if (isWhole(res.old)) edits.push({ start: lit.getStart(), end: lit.end, text: specTo(newFile(target(res.old, '*'))) });
        else problems.push(`${where(node)}: ${node.getText(sf).slice(0, 80)} — ${res.old} was split: point it at one of ${targetsOf(res.old).join(', ')} by hand`);
      } else if (res?.abs) {
        const spec = specifier(outDir, res.abs);
        if (spec !== lit.text) edits.push({ start: lit.getStart(), end: lit.end, text: `'${spec}'` });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);

  // (c) `provider/contract/<name>.ts` in comments (never in strings or JSX text)
  const literalRanges = [];
  const collect = (node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteral(node) || ts.isJsxText(node) || ts.isRegularExpressionLiteral(node)) literalRanges.push([node.getStart(), node.end]);
    else ts.forEachChild(node, collect);
  };
  collect(sf);
  const re = /\bprovider\/contract\/([\w.-]+?\.ts)\b/g;
  for (let m; (m = re.exec(text)); ) {
    const at = m.index;
    if (literalRanges.some(([s, e]) => at >= s && at < e)) continue;
    if (edits.some((e) => at >= e.start && at < e.end)) continue;
    const old = m[1];
    if (!isWhole(old) && !(MAP[old]?.to)) {
      notes.push(`${rel(file)}: a comment names ${m[0]}, which was split into ${targetsOf(old).join(', ')}: reword it by hand`);
      continue;
    }
    edits.push({ start: at, end: at + m[0].length, text: `contract/${target(old, '*')}` });
  }

  edits.sort((a, b) => b.start - a.start);
  let out = text;
  for (const e of edits) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}

function specOf(el) {
  const name = el.propertyName ? `${el.propertyName.text} as ${el.name.text}` : el.name.text;
  return { text: name, type: el.isTypeOnly };
}

function print(d, spec) {
  const kw = d.exporting ? 'export' : 'import';
  // only types: `import type { … }` (an inline `type` on every name would leave a side-effect import)
  const typeOnly = d.typeOnly || d.specs.every((s) => s.type);
  const names = d.specs.map((s) => (s.type && !typeOnly ? `type ${s.text}` : s.text));
  const head = `${kw}${typeOnly ? ' type' : ''} `;
  const one = `${head}{ ${names.join(', ')} } from '${spec}';`;
  if (one.length <= 160) return one;
  // the codebase's wrapping: names packed on indented lines
  const lines = [];
  for (const n of names) {
    const last = lines.length - 1;
    if (last >= 0 && lines[last].length + n.length + 2 <= 140) lines[last] += ` ${n},`;
    else lines.push(`  ${n},`);
  }
  return `${head}{\n${lines.join('\n')}\n} from '${spec}';`;
}

// ─── run ─────────────────────────────────────────────────────────────────────
const files = listFiles();
let changed = 0;
for (const file of files) {
  const dest = moves.get(file) ?? file;
  const before = fs.readFileSync(file, 'utf8');
  const after = rewrite(file, dest);
  if (after === before && dest === file) continue;
  changed++;
  if (CHECK) {
    console.log(`would ${dest === file ? 'rewrite' : `move to ${rel(dest)} and rewrite`} ${rel(file)}`);
    continue;
  }
  if (dest !== file) {
    fs.mkdirSync(path.dirname(dest), { recursive: true });
    let moved = false;
    try {
      execFileSync('git', ['mv', file, dest], { cwd: ROOT, stdio: 'ignore' });
      moved = true;
    } catch {
      /* untracked: a plain rename */
    }
    if (!moved) fs.renameSync(file, dest);
  }
  fs.writeFileSync(dest, after);
  console.log(`${dest === file ? 'rewrote' : `moved → ${rel(dest)},`} ${rel(file)}`);
}
// a moved file that is not among the listed sources (never happens for .ts, kept for safety)
for (const [from, dest] of moves) if (fs.existsSync(from) && !CHECK) problems.push(`${rel(from)}: not moved to ${rel(dest)} (not a listed source file?)`);
if (!CHECK && fs.existsSync(OLD_DIR) && fs.readdirSync(OLD_DIR).length === 0) fs.rmdirSync(OLD_DIR);

for (const n of notes) console.log(`note: ${n}`);
for (const p of problems) console.error(`NEEDS A PERSON: ${p}`);
console.log(`${changed} file(s) ${CHECK ? 'would change' : 'changed'}; ${problems.length} problem(s).`);
process.exit(problems.length || (CHECK && changed) ? 1 : 0);
