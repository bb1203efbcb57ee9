/** The change a repository describes and what a projection answers (index.ts). */
import type { TransactItem } from '@functions/lib/table';

/** A change of one entity, as its repository writes it (undefined: not existing). */
export interface Change<T> {
  before?: T | undefined;
  after?: T | undefined;
}

export interface Projected {
  /** The items to add to the entity's transaction. */
  items: TransactItem[];
  /**
   * Positions in `items` whose failed condition means only that a projection's reads moved
   * meanwhile (the owner's points, program or rules): project again and retry, it is not the
   * entity's own refusal.
   */
  retry: number[];
}
