/**
 * A bulk print job's SKPI numbers, reserved before anything prints: one block of consecutive
 * numbers per faculty and year, taken from the same sequence item the single print advances by
 * one conditional update, in one transaction with the block's own item (./bulk-repo.ts). The
 * chunks of the job then print in parallel, each student with the number of their place in the list, and never collide with each other, with another job or
 * with a single print: a single print continues after the block, and each print of the job
 * proves its number is the job's by the block item (cetakRepo.issue). A retried reservation finds
 * its block and takes nothing more.
 */
import { wrote } from '@functions/lib/domain-errors';
import { bulkRepo, type NomorBlock } from './bulk-repo';

/** Tries before giving up when single prints keep taking the next number meanwhile. */
const RESERVE_ATTEMPTS = 20;

/**
 * Reserves `count` consecutive numbers of the faculty's sequence for the job's `tanggal` (its
 * year), or gives back the block the job already holds there (a retried reservation: its own
 * size, whatever `count` is now).
 */
export async function reserveBlock(jobId: string, idFakultas: number, tanggal: string, count: number): Promise<NomorBlock> {
  if (!Number.isInteger(count) || count < 1) throw new Error(`cannot reserve ${count} SKPI numbers`);
  const year = tanggal.slice(0, 4);
  for (let attempt = 1; attempt <= RESERVE_ATTEMPTS; attempt++) {
    const held = await bulkRepo.getBlock(idFakultas, year, jobId);
    if (held) return held;
    const prev = await bulkRepo.lastUrut(idFakultas, year);
    const block: NomorBlock = {
      id_fakultas: idFakultas,
      year,
      job_id: jobId,
      first: prev + 1,
      last: prev + count,
      tanggal,
      reserved_at: new Date().toISOString(),
    };
    const taken = await wrote(bulkRepo.takeBlock(block, prev));
    if (taken) return block;
    // another print or job moved the sequence meanwhile: read it again after a short, spread wait
    await new Promise((r) => setTimeout(r, Math.random() * 20 * attempt));
  }
  throw new Error(`SKPI numbers of faculty ${idFakultas} in ${year} stayed busy for ${RESERVE_ATTEMPTS} attempts`);
}

/**
 * Numbers a list in its order: each entry that needs a number (`fakultasOf` gives its faculty, or
 * null for none) gets the next of its faculty's block. Pure; `firsts` maps each faculty to its
 * block's first number and size.
 */
export function numberInOrder<T>(
  list: readonly T[],
  fakultasOf: (entry: T) => number | null,
  blocks: ReadonlyMap<number, { first: number; last: number }>,
): (number | null)[] {
  const next = new Map<number, number>();
  return list.map((entry) => {
    const fak = fakultasOf(entry);
    const block = fak === null ? undefined : blocks.get(fak);
    if (fak === null || !block) return null;
    const urut = next.get(fak) ?? block.first;
    if (urut > block.last) return null; // a retried reservation's block is smaller than the list now: the rest prints as a single print does
    next.set(fak, urut + 1);
    return urut;
  });
}

/** How many numbers each faculty needs for the list (entries without a faculty need none). */
export function countByFakultas<T>(list: readonly T[], fakultasOf: (entry: T) => number | null): Map<number, number> {
  const counts = new Map<number, number>();
  for (const entry of list) {
    const fak = fakultasOf(entry);
    if (fak !== null) counts.set(fak, (counts.get(fak) ?? 0) + 1);
  }
  return counts;
}
