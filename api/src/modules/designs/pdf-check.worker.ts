import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { threadTask } from '../../infra/thread-task.js';

/**
 * The PDF check: an uploaded file that starts like a PDF is kept only when pdf.js can open it and finds at least
 * one page (its first bytes prove nothing). Parsing a hostile PDF can cost a lot of CPU, so like the SVG
 * sanitizer this runs on a worker thread with a deadline (design-files.ts `checkPdf`). Only the default export is
 * called across the thread boundary; keep it free of API state.
 */

export type PdfCheck = { ok: true; pages: number } | { ok: false };

/** Opens the PDF and its first page; any failure means it is not a PDF we keep. */
export async function checkPdfNow(bytes: Uint8Array): Promise<PdfCheck> {
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

/** The worker's entry (piscina calls the default export with the task). */
export default threadTask(checkPdfNow);
