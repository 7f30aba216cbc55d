export type BenchRow = {
  budget: string;
  measured: string;
  limit: string;
  baseline?: string;
  ratio?: string;
  /** true within budget, false over, null when the row has no budget of its own. */
  ok: boolean | null;
  note?: string;
};

export function formatBenchTable(rows: readonly BenchRow[]): string {
  const header = ['budget', 'measured', 'limit', 'baseline', 'ratio', 'result'];
  const cells = rows.map((row) => [
    row.budget,
    row.measured,
    row.limit,
    row.baseline ?? '',
    row.ratio ?? '',
    `${row.ok === null ? '' : row.ok ? 'within' : 'OVER'}${row.note ? `  (${row.note})` : ''}`,
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.slice(0, 200).map((line) => (column === 5 ? 0 : line[column]!.length))),
  );
  const line = (values: string[]) =>
    values.map((value, column) => (column === 5 ? value : value.padEnd(widths[column]!))).join('  ');
  return [line(header), ...cells.map(line)].join('\n');
}
