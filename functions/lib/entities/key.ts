/**
 * What every entity module (this folder) builds its keys from. The conventions: an entity lives at
 * `PK = <TYPE>#<id>, SK = <TYPE>` so it is read by id with one GetItem; a list hangs off a GSI whose
 * partition names the parent (`PRODI#<id>#RUBRIK`) and whose sort key orders the children
 * (`URUTAN#0003#<id>`, `ID#<id>`, `NIM#<nim>`, `<time>#<id>`). Numbers in sort keys are zero-padded.
 */

export const pad = (n: number, width = 6) => String(n).padStart(width, '0');

/** Item key (PK + SK). */
export interface Key {
  PK: string;
  SK: string;
}

/** The key of an entity read by id: `<TYPE>#<id>` / `<TYPE>`. */
export const item = (type: string, id: string | number): Key => ({ PK: `${type}#${id}`, SK: type });

/** The sort keys several entities' lists share. */
export const sortKeys = {
  byId: (id: number) => `ID#${pad(id)}`,
  byUrutan: (urutan: number, id: number) => `URUTAN#${pad(urutan, 4)}#${pad(id)}`,
  byTime: (isoTime: string, id: string | number) => `${isoTime}#${typeof id === 'number' ? pad(id) : id}`,
} as const;
