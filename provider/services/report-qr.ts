/**
 * The QR code on a lab report: the report's verification address, so a reader of a printed copy
 * opens the access-code check (/wreports/{number}) with a phone instead of typing the address.
 *
 * The matrix comes from `qrcode` (pure JavaScript, no canvas); it is drawn as vector squares in
 * the PDF, so it prints sharp at any size and the PDF carries no image. Dark modules of a row are
 * joined into one rectangle (a QR of ~60 characters is 33×33 modules: a few hundred rectangles
 * instead of ~500 squares). Error correction M: a copy with a coffee stain still reads.
 */
import QRCode from 'qrcode';

/** The matrix of `text`: `size` rows of `size` modules, true = dark. */
export function qrMatrix(text: string): boolean[][] {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return Array.from({ length: modules.size }, (_, r) => Array.from({ length: modules.size }, (_, c) => !!modules.get(r, c)));
}

/** The dark runs of each row, as [row, first column, length]: what the PDF fills. */
export function qrRuns(matrix: boolean[][]): [number, number, number][] {
  const runs: [number, number, number][] = [];
  matrix.forEach((row, r) => {
    let start = -1;
    row.forEach((dark, c) => {
      if (dark && start < 0) start = c;
      if ((!dark || c === row.length - 1) && start >= 0) {
        runs.push([r, start, (dark ? c + 1 : c) - start]);
        start = -1;
      }
    });
  });
  return runs;
}

/** The modules a QR needs around it (the standard's quiet zone) to be found by a reader. */
export const QUIET_ZONE = 4;

/**
 * Draws the QR of `text` in a `size`-point square at (x, y), quiet zone included (white, drawn
 * too, so a tinted background cannot eat it). Leaves the document's position as it was.
 */
export function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const matrix = qrMatrix(text);
  const cell = size / (matrix.length + QUIET_ZONE * 2);
  const left = x + QUIET_ZONE * cell;
  const top = y + QUIET_ZONE * cell;
  doc.save();
  doc.rect(x, y, size, size).fill('#ffffff');
  for (const [r, c, n] of qrRuns(matrix)) doc.rect(left + c * cell, top + r * cell, n * cell, cell);
  doc.fill('#000000');
  doc.restore();
}
