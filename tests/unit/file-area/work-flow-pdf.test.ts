import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { workFlowPdf, workFlowSourceHash } from '@/lib/content/work-flow-pdf';
import { workFlowSourceText, workFlowTextHash } from '@/lib/content/work-flow-text';
import { htmlLang, locales } from '@/lib/i18n/locales';

/** The PDF's document title, from its Info dictionary: (literal) or <UTF-16BE hex>. */
function pdfTitle(bytes: Buffer): string | undefined {
  const text = bytes.toString('latin1');
  const literal = /\/Title \(([^)]*)\)/.exec(text);
  if (literal) return literal[1];
  const hex = /\/Title <FEFF([0-9A-F]+)>/i.exec(text);
  return hex ? Buffer.from(hex[1]!, 'hex').swap16().toString('utf16le') : undefined;
}

describe('the work-flow PDFs (npm run work-flow-pdf)', () => {
  test('were made from the text the site shows now', async () => {
    // If this fails, the ArchiveWorkFlow messages changed: run `npm run work-flow-pdf` and commit the PDFs.
    expect(workFlowSourceHash).toBe(await workFlowTextHash());
  });

  test.each(locales)(
    '%s: a tagged PDF in its language, titled as the page, of the size the documents list says',
    async (locale) => {
      const entry = workFlowPdf(locale);
      const file = path.join(process.cwd(), 'public', entry.url);
      expect(statSync(file).size).toBe(entry.bytes);
      const bytes = readFileSync(file);
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(bytes.toString('latin1')).toContain('/StructTreeRoot');
      expect(bytes.toString('latin1')).toContain(`/Lang (${htmlLang[locale]})`);
      expect(pdfTitle(bytes)).toBe((await workFlowSourceText(locale)).title);
    },
  );
});
