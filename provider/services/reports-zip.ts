/**
 * Several lab reports in one ZIP (the results page's batch selection), streamed: each report PDF
 * is built when the download asks for more (a ReadableStream's pull), added to the archive as it
 * is (PDF content is compressed already: stored, not deflated again) and handed on, so memory
 * holds one report at a time, whatever the number of batches (at most MAX_ZIP_REPORTS).
 */
import { Zip, ZipPassThrough } from 'fflate';

export interface ZipEntry {
  name: string;
  /** builds the file's bytes; called when the stream reaches it */
  build: () => Promise<Uint8Array>;
}

export function zipStream(entries: ZipEntry[], onError: (error: unknown) => void): ReadableStream<Uint8Array> {
  let next = 0;
  let zip: Zip;
  let controllerRef: ReadableStreamDefaultController<Uint8Array>;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controllerRef = controller;
      zip = new Zip((err, chunk, final) => {
        if (err) {
          onError(err);
          controllerRef.error(err);
          return;
        }
        controllerRef.enqueue(chunk);
        if (final) controllerRef.close();
      });
    },
    async pull() {
      if (next >= entries.length) {
        if (next === entries.length) {
          next++;
          zip.end();
        }
        return;
      }
      const entry = entries[next++];
      try {
        const bytes = await entry.build();
        const file = new ZipPassThrough(entry.name);
        zip.add(file);
        file.push(bytes, true);
      } catch (error) {
        onError(error);
        zip.terminate();
        controllerRef.error(error);
      }
    },
  }, { highWaterMark: 1 });
}
