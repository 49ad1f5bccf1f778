/**
 * A text cell of an xlsx export that a spreadsheet could read as a formula (issue #22, "formula injection"): text
 * starting with =, + or @ (or a tab or carriage return before them), and text starting with - that holds formula
 * signs, gets a leading apostrophe, so it stays text here and in any CSV made from the workbook. Plain negative
 * values ("-20 °C", "-5") are left as written. Every xlsx export writes its cells through this.
 */
const FORMULA_START = /^[=+@\t\r]/;
const FORMULA_SIGNS = /[=+@(|!]/;

export function neutraliseFormula<T>(value: T): T | string {
  if (typeof value !== 'string' || value.length === 0) return value;
  if (FORMULA_START.test(value) || (value.startsWith('-') && FORMULA_SIGNS.test(value))) return `'${value}`;
  return value;
}
