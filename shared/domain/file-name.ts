/** How a chosen file is named on its chip (the name cut to 10 characters). */

/** Characters of a file name shown on its chip. */
export const FILE_CHIP_CHARS = 10;

/** `laporan-kegiatan-2024.pdf` → `laporan-ke...`; a name of at most ten characters stays whole. */
export function fileChipName(name: string): string {
  const chars = [...name];
  return chars.length > FILE_CHIP_CHARS ? `${chars.slice(0, FILE_CHIP_CHARS).join('')}...` : name;
}
