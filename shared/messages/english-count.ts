/**
 * English counts: English names one thing apart from several ('1 row', '2 rows') where Indonesian
 * does not, so an English text built from a number chooses its noun here.
 */

/** '1 SKPI', '2 SKPIs': the number with the noun for one or for several. */
export const englishCount = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
