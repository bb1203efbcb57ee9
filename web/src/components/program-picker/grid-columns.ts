/**
 * The picker's button grid: from 16 items 4 a row, below that about the square root of the count (5
 * items: 3 a row, 9 items: 3, 12 items: 4). Pure, unit-tested.
 */
export function pickerColumns(count: number): number {
  if (count >= 16) return 4;
  return Math.max(1, Math.ceil(Math.sqrt(count)));
}
