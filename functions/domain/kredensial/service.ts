/**
 * The public answers of the credentials: a document's credential (the stored VC-JWT and what it
 * says), the issuer's Profile, the JWK Set of the credential key, and the revocation status lists.
 * A list is built on request from the stored revoked indexes and signed as a VC-JWT; the answer is
 * kept in this Lambda's memory for at most STATUS_CACHE_MS and sent with `max-age` of what is
 * left of that, so a revocation shows in every list a verifier fetches within a minute. The cache
 * is per Lambda container (a cold one builds afresh); tests build a list in their own process to
 * read it without the cache (docs/decisions/0037).
 */
import { masterRepo } from '@functions/domain/master/repo';
import { Conflict, NotFound } from '@functions/lib/domain-errors';
import { readDocument } from '@functions/lib/files';
import { keptFor } from '@functions/lib/kept';
import { signerFor } from '@functions/lib/signing';
import { kredensialLinks } from '@functions/lib/skpi-links';
import { encodeList, LIST_SIZE, listBits } from '@functions/lib/status-list';
import { KREDENSIAL_MSG } from '@shared/messages/kredensial';
import { SKPI_MSG } from '@shared/messages/skpi';
import { issuerProfile, OB_CONTEXT, VC_CONTEXT } from './achievements';
import { isoSeconds } from './credential';
import { kredensialRepo } from './repo';
import { decodePayload, publicJwk, signVcJwt } from './vc-jwt';

/** How long a built status list is served from memory (and at most cached by clients). */
export const STATUS_CACHE_MS = 60_000;

/** The JWT claims a VC-JWT payload adds to the credential. */
const JWT_CLAIMS = new Set(['iss', 'jti', 'nbf', 'sub', 'exp', 'iat']);

/** The credential a VC-JWT carries: its payload without the JWT's own claims. */
export function credentialOfJwt(
  jwt: string,
): Record<string, unknown> & { '@context': string[]; id: string; type: string[]; name: string; validFrom: string } {
  const payload = decodePayload(jwt);
  return Object.fromEntries(Object.entries(payload).filter(([k]) => !JWT_CLAIMS.has(k))) as ReturnType<typeof credentialOfJwt>;
}

/** The bits of a list, from its revoked indexes. */
export async function statusListBits(list: number): Promise<Uint8Array> {
  const revoked = await kredensialRepo.revokedOfList(list);
  return listBits(revoked.filter((i) => Math.floor(i / LIST_SIZE) === list).map((i) => i % LIST_SIZE));
}

/** A list as a signed BitstringStatusListCredential (no cache: `statusList` caches it). */
export async function buildStatusList(list: number, now = new Date()): Promise<string> {
  const given = await kredensialRepo.statusIndexesGiven();
  // list 0 always answers (all zero before the first credential); a later one once an index is in it
  if (list > 0 && list > Math.floor((given - 1) / LIST_SIZE)) throw new NotFound(KREDENSIAL_MSG.statusListNotFound);
  const id = kredensialLinks.statusList(list);
  const credential = {
    '@context': [VC_CONTEXT],
    id,
    type: ['VerifiableCredential', 'BitstringStatusListCredential'],
    issuer: kredensialLinks.issuer(),
    validFrom: isoSeconds(now),
    credentialSubject: {
      id: `${id}#list`,
      type: 'BitstringStatusList',
      statusPurpose: 'revocation',
      encodedList: encodeList(await statusListBits(list)),
      ttl: STATUS_CACHE_MS,
    },
  };
  return signVcJwt(signerFor('kredensial'), kredensialLinks.jwks(), credential);
}

/** The lists built, by number: a failed build is not kept. */
const built = keptFor((list: number, at: number) => buildStatusList(list, new Date(at)), { periodMs: STATUS_CACHE_MS });

export const kredensialService = {
  /** A document's credential by its code (as typed from paper: any case); 404 without one. */
  async ofDokumen(typed: string) {
    const code = typed.trim().toLowerCase();
    const d = /^[a-z2-7]{26}$/.test(code) ? await kredensialRepo.dokumen(code) : undefined;
    if (!d?.kredensial_key) throw new NotFound(KREDENSIAL_MSG.kredensialNotFound);
    const jwt = new TextDecoder().decode(await readDocument(d.kredensial_key));
    return { jwt, credential: credentialOfJwt(jwt) };
  },

  /** The issuer's Open Badges Profile, the one every credential names as its issuer. */
  async penerbit() {
    const u = await masterRepo.getUniversitas();
    if (!u) throw new Conflict(SKPI_MSG.skpiNoUniversitas);
    const profile = issuerProfile(u, { issuer: kredensialLinks.issuer(), app: kredensialLinks.app() });
    return { '@context': [VC_CONTEXT, OB_CONTEXT], ...profile } as { '@context': string[]; id: string; type: string[]; name: string };
  },

  async jwks() {
    return { keys: [await publicJwk(signerFor('kredensial'), kredensialLinks.jwks())] };
  },

  /** A status list's VC-JWT and how many seconds a client may keep it. */
  async statusList(list: number, now = Date.now()): Promise<{ jwt: string; maxAgeSeconds: number }> {
    const { value: jwt, until } = await built.get(list, now);
    return { jwt, maxAgeSeconds: Math.max(0, Math.floor((until - now) / 1000)) };
  },
};
