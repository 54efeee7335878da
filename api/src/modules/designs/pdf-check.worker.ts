import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The PDF check: an uploaded file that starts like a PDF is kept only when pdf.js can open it and finds at least
 * one page (its first bytes prove nothing). Parsing a hostile PDF can cost a lot of CPU, so like the SVG
 * sanitizer this runs on a worker thread with a deadline (design-files.ts `checkPdf`). Only the default export is
 * called across the thread boundary; keep it free of API state.
 */

export type PdfCheck = { ok: true; pages: number } | { ok: false };

/** The worker's entry (piscina calls the default export with the task). */
export default async function checkPdfTask(bytes: Uint8Array): Promise<PdfCheck> {
  try {
    const document = await getDocument({
      data: bytes,
      disableFontFace: true,
      stopAtErrors: true,
      verbosity: VerbosityLevel.ERRORS,
    }).promise;
    try {
      const pages = document.numPages;
      if (pages < 1) return { ok: false };
      await document.getPage(1); // the page tree must really lead to a page
      return { ok: true, pages };
    } finally {
      await document.destroy();
    }
  } catch {
    return { ok: false };
  }
}
