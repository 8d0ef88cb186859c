import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { resultsDir } from './paths.mjs';

/** A figure with its budget: `atMost` or `atLeast`; `goal` is shown but not judged. */
export function check(name, value, unit, budget) {
  const pass =
    value === null || value === undefined || Number.isNaN(value)
      ? false
      : 'atMost' in budget
        ? value <= budget.atMost
        : value >= budget.atLeast;
  const limit = 'atMost' in budget ? `≤ ${budget.atMost}` : `≥ ${budget.atLeast}`;
  return {
    name,
    value,
    unit,
    budget: `${limit}${budget.goal !== undefined ? ` (goal ${budget.goal})` : ''}`,
    pass,
  };
}

const format = (value) =>
  typeof value === 'number' ? (Number.isInteger(value) ? String(value) : value.toFixed(2)) : 'n/a';

export function printTable(checks) {
  const rows = checks.map((c) => [
    c.name,
    `${format(c.value)} ${c.unit}`.trim(),
    `${c.budget} ${c.unit}`.trim(),
    c.pass ? 'PASS' : 'FAIL',
  ]);
  const header = ['figure', 'measured', 'budget', ''];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => cells.map((cell, i) => cell.padEnd(widths[i])).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

export function writeResults(results) {
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, 'latest.json');
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  return file;
}
