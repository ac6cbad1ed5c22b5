/**
 * The Tourism Administration's CSV of monthly visitors to the main tourist spots
 * (「歷年國內主要觀光遊憩據點遊客人數月別統計」): header 年別,類型,觀光遊憩區,細分,縣市別,1月…12月,合計.
 * A month the dataset has not published yet is an empty cell: it stays null, never 0 (0 is a real
 * figure: a spot closed for the month).
 */
export type MonthlyRow = {
  year: number;
  /** 細分: the spot as the dataset names it. */
  spot: string;
  /** 觀光遊憩區: the scenic area it belongs to ("-" for none). */
  scenicArea: string;
  county: string;
  /** January to December; null where the dataset has no figure. */
  months: (number | null)[];
  /** 合計 as published. */
  total: number;
};

const header = [
  '年別',
  '類型',
  '觀光遊憩區',
  '細分',
  '縣市別',
  ...Array.from({ length: 12 }, (_, i) => `${i + 1}月`),
  '合計',
];

function count(cell: string, where: string): number {
  if (!/^\d+$/.test(cell)) throw new Error(`${where}: "${cell}" is not a whole number`);
  return Number(cell);
}

/** Every row of the CSV, values exactly as published; a header or row of another shape is an error. */
export function parseMonthlyCsv(text: string): MonthlyRow[] {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '');
  if (lines[0]?.split(',').join(',') !== header.join(','))
    throw new Error(`not the monthly visitors dataset: header ${lines[0]}`);
  return lines.slice(1).map((line, index) => {
    const cells = line.split(',');
    const where = `row ${index + 2}`;
    if (cells.length !== header.length) throw new Error(`${where}: ${cells.length} cells, expected ${header.length}`);
    const [year, , scenicArea, spot, county] = cells as [string, string, string, string, string];
    return {
      year: count(year, where),
      spot,
      scenicArea,
      county,
      months: cells.slice(5, 17).map((cell) => (cell === '' ? null : count(cell, where))),
      total: count(cells[17]!, where),
    };
  });
}

/** The sum of a row's published months (what its 合計 must equal). */
export function sumOfMonths(months: readonly (number | null)[]): number {
  return months.reduce<number>((sum, value) => sum + (value ?? 0), 0);
}
