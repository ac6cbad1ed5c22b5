/**
 * `npm run work-flow-pdf`: the archive application's work flow as a PDF in each language, made
 * from the site's own text (messages: ArchiveWorkFlow, FileArea, Metadata) by Debian's Chromium,
 * as a tagged PDF (headings, lists and reading order for screen readers) with the page language
 * set. Writes public/files/archive-application-work-flow.{locale}.pdf and
 * data/file-area/work-flow-pdf.json (each file's address and size, and the hash of the text:
 * tests/unit/file-area/work-flow-pdf.test.ts fails when the text changes and this was not run).
 *
 * The text comes through the site's own modules (the zh-cn conversion included), which are marked
 * server-only; `server-only` is stubbed here, as vitest does, before they are loaded.
 */
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium } from '@playwright/test';
import { htmlLang, locales, type Locale } from '../lib/i18n/locales';
import type { WorkFlowText } from '../lib/content/work-flow-text';
import siteInfo from '../data/site-info.json' with { type: 'json' };

const require = createRequire(import.meta.url);
const serverOnly = require.resolve('server-only');
require.cache[serverOnly] = { id: serverOnly, filename: serverOnly, loaded: true, exports: {} } as NodeJS.Module;
const { workFlowSourceText, workFlowTextHash } = await import('../lib/content/work-flow-text');

const outDir = 'public/files';
const fileOf = (locale: Locale) => `archive-application-work-flow.${locale}.pdf`;

const fontStack: Record<Locale, string> = {
  'zh-tw': '"Noto Sans CJK TC", "Noto Sans TC", sans-serif',
  'zh-cn': '"Noto Sans CJK SC", "Noto Sans SC", sans-serif',
  ja: '"Noto Sans CJK JP", "Noto Sans JP", sans-serif',
  en: '"Noto Sans", "DejaVu Sans", sans-serif',
};

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function page(locale: Locale, text: WorkFlowText): string {
  const applyUrl = new URL(
    `${locale === 'zh-tw' ? '' : `/${locale}`}/file-area/application/apply`,
    siteInfo.website,
  ).toString();
  const steps = text.steps
    .map((step, index) => `<li><h2>${index + 1}. ${escape(step.heading)}</h2><p>${escape(step.body)}</p></li>`)
    .join('');
  const rules = text.rules.map((rule) => `<li>${escape(rule)}</li>`).join('');
  return `<!doctype html>
<html lang="${htmlLang[locale]}">
<head>
<meta charset="utf-8">
<title>${escape(text.title)}</title>
<meta name="author" content="${escape(text.publisher)}">
<style>
  @page { size: A4; margin: 18mm 18mm 20mm; }
  body { font-family: ${fontStack[locale]}; font-size: 11pt; line-height: 1.7; color: #1b1b1b; }
  header { border-bottom: 3px solid #1d5f46; padding-bottom: 6pt; margin-bottom: 12pt; }
  header p { margin: 0; color: #1d5f46; font-weight: 700; }
  h1 { font-size: 19pt; margin: 4pt 0 0; }
  h2 { font-size: 13pt; margin: 0 0 2pt; color: #1d5f46; }
  ol.steps { list-style: none; padding: 0; margin: 0; }
  ol.steps li { border-left: 4px solid #1d5f46; padding: 4pt 0 4pt 10pt; margin: 0 0 8pt; break-inside: avoid; }
  ol.steps p { margin: 0; }
  section { margin-top: 14pt; break-inside: avoid; }
  section h2 { color: #1b1b1b; }
  ul { margin: 4pt 0 0; padding-left: 16pt; }
  footer { margin-top: 16pt; font-size: 9pt; color: #444; border-top: 1px solid #bbb; padding-top: 6pt; }
</style>
</head>
<body>
<header><p>${escape(text.publisher)}</p><h1>${escape(text.title)}</h1></header>
<main>
<p>${escape(text.intro)}</p>
<h2 style="margin-top:10pt;color:#1b1b1b">${escape(text.stepsHeading)}</h2>
<ol class="steps">${steps}</ol>
<section><h2>${escape(text.rulesHeading)}</h2><ul>${rules}</ul></section>
</main>
<footer><p>${escape(text.source(applyUrl))}</p></footer>
</body>
</html>`;
}

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const files: Record<string, { url: string; bytes: number }> = {};
try {
  const context = await browser.newContext();
  for (const locale of locales) {
    const tab = await context.newPage();
    await tab.setContent(page(locale, await workFlowSourceText(locale)), { waitUntil: 'load' });
    const path = `${outDir}/${fileOf(locale)}`;
    await tab.pdf({ path, format: 'A4', tagged: true, outline: true, printBackground: true });
    files[locale] = { url: `/files/${fileOf(locale)}`, bytes: statSync(path).size };
    await tab.close();
  }
} finally {
  await browser.close();
}
writeFileSync(
  'data/file-area/work-flow-pdf.json',
  `${JSON.stringify({ sourceHash: await workFlowTextHash(), files }, null, 2)}\n`,
);
console.log(
  'Wrote',
  Object.values(files)
    .map((file) => `${file.url} (${file.bytes} bytes)`)
    .join(', '),
);
