/**
 * The portable credential of a printed SKPI (docs/decisions/0037-portable-credential.md): the
 * document's 1EdTech CLR 2.0 credential signed as a VC-JWT (RS256), the issuer's profile, its
 * public keys and the revocation status lists (W3C Bitstring Status List v1.0). All public: a
 * verifier holds nothing but the credential, and the credential names these addresses.
 */
import { FORM_MSG } from '@shared/messages/common';
import * as z from 'zod';
import { defineArea } from './contract';

/** What every credential of ours carries at least (the rest is the CLR 2.0 data model, left open here). */
const credential = z.looseObject({
  '@context': z.array(z.string()),
  id: z.string(),
  type: z.array(z.string()),
  name: z.string(),
  validFrom: z.string(),
});

/** The issuer's Profile (Open Badges 3.0). */
const profile = z.looseObject({ '@context': z.array(z.string()), id: z.string(), type: z.array(z.string()), name: z.string() });

/** An RSA public key as a JWK (RFC 7517), never with a private member. */
const publicJwk = z.strictObject({
  kty: z.literal('RSA'),
  kid: z.string(),
  use: z.literal('sig'),
  alg: z.literal('RS256'),
  n: z.string(),
  e: z.string(),
});

export const kredensialApi = defineArea('kredensial', {
  kredensial: {
    method: 'GET',
    path: '/api/verifikasi/{code}/kredensial',
    access: 'public',
    publicLimit: 'credential',
    summary:
      'The credential of a printed SKPI by its document code: the compact VC-JWT and its decoded ClrCredential (a revoked or superseded document still has one; its status list says so); 404 for an unknown code or a document printed before credentials existed',
    params: z.strictObject({ code: z.string().trim().min(1).max(64) }),
    response: z.strictObject({ jwt: z.string(), credential }),
  },
  penerbit: {
    method: 'GET',
    path: '/api/kredensial/penerbit',
    access: 'public',
    publicLimit: 'credential',
    summary: "The issuer's Open Badges Profile (the credentials' issuer.id): the university's name and address",
    response: profile,
  },
  jwks: {
    method: 'GET',
    path: '/.well-known/jwks.json',
    access: 'public',
    publicLimit: 'credential',
    summary: 'The public key(s) that sign the credentials and the status lists, as a JWK Set (RS256, use sig, kid)',
    response: z.strictObject({ keys: z.array(publicJwk) }),
    contentType: 'application/jwk-set+json',
  },
  statusList: {
    method: 'GET',
    path: '/api/kredensial/status/{list}',
    access: 'public',
    publicLimit: 'credential',
    summary:
      'A revocation status list (BitstringStatusListCredential, 131,072 bits) as a compact VC-JWT, built from the stored revocations and cached for at most 60 s',
    params: z.strictObject({
      list: z.coerce
        .number({ error: () => FORM_MSG.mustBeNumber })
        .int({ error: () => FORM_MSG.mustBeNumber })
        .min(0, { error: () => FORM_MSG.mustBeNumber }),
    }),
    response: z.string(),
    contentType: 'application/jwt',
  },
});
