/**
 * Plain-text tables for the report. console.table quotes strings and adds an index column,
 * which makes wide tables unreadable; this pads columns and right-aligns the numeric ones.
 */

export type Cell = string | number | null | undefined;

const width = (text: string): number => {
  // CJK characters take two columns in a terminal.
  let w = 0;
  for (const ch of text)
    w += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(ch)
      ? 2
      : 1;
  return w;
};

const isNumeric = (text: string): boolean => /^[-+]?[\d.,]+(?:\s?%)?$/.test(text);

export function formatTable(headers: readonly string[], rows: readonly (readonly Cell[])[], indent = '   '): string {
  const text = rows.map((row) =>
    headers.map((_, i) => {
      const cell = row[i];
      return cell === null || cell === undefined || cell === '' ? '–' : String(cell);
    }),
  );
  const widths = headers.map((h, i) => Math.max(width(h), ...text.map((r) => width(r[i] ?? ''))));
  const pad = (cell: string, i: number, right: boolean): string => {
    const fill = ' '.repeat((widths[i] ?? 0) - width(cell));
    return right ? fill + cell : cell + fill;
  };
  const numericColumn = headers.map(
    (_, i) => text.length > 0 && text.every((r) => isNumeric(r[i] ?? '') || r[i] === '–'),
  );
  const line = (cells: readonly string[], header: boolean): string =>
    indent +
    cells
      .map((c, i) => pad(c, i, !header && (numericColumn[i] ?? false)))
      .join('  ')
      .trimEnd();
  return [
    line(headers, true),
    indent + widths.map((w) => '-'.repeat(w)).join('  '),
    ...text.map((r) => line(r, false)),
  ].join('\n');
}
