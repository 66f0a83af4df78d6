// Test helper: the text a PDF reader would copy out of a document, as pdf.js extracts it.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface TextRun {
  page: number;
  text: string;
  /** Where the run starts and how wide it is, in points. */
  x: number;
  width: number;
}

/** Every run of text drawn, page by page, in drawing order. */
export async function pdfTextRuns(bytes: Uint8Array): Promise<TextRun[]> {
  // pdf.js takes the buffer over and refuses a Node Buffer: a plain copy leaves the caller's bytes intact.
  const document = await getDocument({ data: new Uint8Array(bytes) }).promise;
  try {
    const runs: TextRun[] = [];
    for (let page = 1; page <= document.numPages; page++) {
      for (const item of (await (await document.getPage(page)).getTextContent()).items) {
        if ('str' in item) runs.push({ page, text: item.str, x: item.transform[4] as number, width: item.width });
      }
    }
    return runs;
  } finally {
    await document.destroy();
  }
}

/** The whole document's text on one line: runs and line breaks become single spaces. */
export const pdfText = async (bytes: Uint8Array) =>
  (await pdfTextRuns(bytes))
    .map((run) => run.text)
    .join(' ')
    .replace(/\s+/g, ' ');
