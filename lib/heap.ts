/**
 * The V8 heap settings the server applies once it has read its configuration (V8 reads them at
 * its next collections, so they can be set while the process runs; the young generation's size
 * cannot, and is the start command's `--max-semi-space-size=8`). Anything that measures the
 * server's memory applies them too (tests/bench/export-memory.ts).
 */
import v8 from 'node:v8';

export function tuneHeap(growingPercent: number): void {
  // The heap may grow to 1.3× what survived the last full collection (HEAP_GROWING_PERCENT).
  // V8's own factor goes up to 4× when a process allocates fast, as a page server does under load:
  // after the bench the heap held ~75 MB of live objects in ~310 MB (RSS 311–428 MB against 240–247 MB
  // with 50 %, for the same pages served). A soft limit: no collection is refused, nothing is capped.
  if (growingPercent > 0) v8.setFlagsFromString(`--heap-growing-percent=${growingPercent}`);
  // No allocation-site pretenuring: when most objects made at one place in the code survive a
  // young collection, V8 starts making them directly in the old generation, where only a full
  // collection frees them. The export job's rows (a thousand at a time, alive across the few
  // queries that complete them) taught it that, and every later chunk's rows then went straight to
  // the old generation: the whole-history export's peak RSS grew 59–62 MB at 500,000 rows with it,
  // 47–48 MB without (tests/bench/README.md). A server's objects live for one request; none of
  // them gains from being made old.
  v8.setFlagsFromString('--no-allocation-site-pretenuring');
}
