/**
 * The verification page's first answer from its address alone: the page asks through the contract
 * (useApiQuery with the code), and the first-visit script (web/src/first-visit.ts) asks the very same URL
 * before the app's code has arrived, which on a phone that scanned a printed SKPI is most of the wait.
 */
import { buildPath } from '@shared/api/contract';
import { PUBLIC_PATHS } from '@shared/api/public-paths';

/** `/verifikasi/{code}`: the URL of the document's check, or null without a code. */
export const keaslianAnswerUrl = (code: string): string | null => (code === '' ? null : buildPath(PUBLIC_PATHS.keaslian, { code }));
