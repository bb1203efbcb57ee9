import { pickerColumns } from '@web/components/program-picker/grid-columns';
import { describe, expect, it } from 'vitest';

describe('the program picker grid', () => {
  it('puts about the square root of the count in a row below 16 items', () => {
    expect(pickerColumns(1)).toBe(1);
    expect(pickerColumns(2)).toBe(2);
    expect(pickerColumns(4)).toBe(2);
    expect(pickerColumns(5)).toBe(3);
    expect(pickerColumns(9)).toBe(3);
    expect(pickerColumns(10)).toBe(4);
    expect(pickerColumns(15)).toBe(4);
  });
  it('puts 4 in a row from 16 items', () => {
    expect(pickerColumns(16)).toBe(4);
    expect(pickerColumns(20)).toBe(4);
    expect(pickerColumns(200)).toBe(4);
  });
  it('keeps one column for an empty list', () => {
    expect(pickerColumns(0)).toBe(1);
  });
});
