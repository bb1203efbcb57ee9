/**
 * A printed SKPI as a 1EdTech CLR 2.0 `ClrCredential` (VC data model 2.0), built from the same
 * `SkpiDocumentData` as its PDF: the subject's identifiers, the program's learning outcomes as
 * achievements tied to the degree by associations, and the verified credentials: the
 * qualification and each verified portfolio as an Open Badges 3.0 `OpenBadgeCredential` (with
 * its category, date and SKP points as `creditsEarned`). The inner credentials carry no proof of
 * their own: the signature of the whole CLR covers them (docs/decisions/0037). Every credential
 * points at the document's bit in the revocation status list: revoking or superseding the SKPI
 * revokes all it holds. Pure: the caller gives the time, the salt, the index and the addresses.
 */
import { createHash } from 'node:crypto';
import type { SkpiDocumentData } from '@functions/domain/skpi/document/types';
import {
  CLR_CONTEXT,
  CLR_SCHEMA,
  cplAchievements,
  dateTime,
  degreeAchievement,
  issuerProfile,
  type Json,
  nameUuid,
  OB_CONTEXT,
  OB_SCHEMA,
  portofolioAchievement,
  SCHEMA_VALIDATOR,
  VC_CONTEXT,
} from './achievements';

export interface CredentialLinks {
  /** The ClrCredential's id: where the credential is served. */
  credential: string;
  /** The issuer Profile's id. */
  issuer: string;
  /** The web app (the issuer's url). */
  app: string;
  /** The document's public verification page (evidence of the printed SKPI). */
  verification: string;
  /** The status list credential holding this document's bit. */
  statusList: string;
}

export interface CredentialInput {
  data: SkpiDocumentData;
  issuedAt: Date;
  /** The document's index in the revocation status lists (its bit is index mod the list size). */
  statusIndex: number;
  statusBit: number;
  /** Random, per credential: the hashed student number cannot be matched across credentials. */
  salt: string;
  links: CredentialLinks;
  /**
   * The approvals of the faculty's chain before the seal, in order (docs/decisions/0056-pengesahan.md):
   * each is an `Evidence` of the qualification's credential (the place OB 3.0 and CLR 2.0 give a
   * credential's supporting facts without a proof of their own). Empty: sealed at print.
   */
  pengesahan?: readonly KredensialApproval[];
}

/** One stage's approval as the credential carries it. */
export interface KredensialApproval {
  tahap: string;
  nama: string;
  jabatan: string;
  /** ISO time. */
  waktu: string;
}

/** An approval as Evidence: what was approved, by whom (name, position) and when. */
const approvalEvidence = (a: KredensialApproval, n: number): Json => ({
  type: ['Evidence'],
  name: `Pengesahan tahap ${n}: ${a.tahap}`,
  narrative: `Disahkan secara elektronik oleh ${a.nama} (${a.jabatan}) pada ${a.waktu}.`,
  genre: 'Pengesahan SKPI',
  audience: a.jabatan,
});

/** An ISO date-time without milliseconds (JWT times are whole seconds). */
export const isoSeconds = (d: Date) => `${d.toISOString().slice(0, 19)}Z`;

/** Who the credential is about, without the student number in clear: the salted hash of the NIM, and the name. */
export function subjectIdentifiers(nim: string, nama: string, salt: string): Json[] {
  const hash = createHash('sha256').update(`${nim}${salt}`, 'utf8').digest('hex');
  return [
    { type: 'IdentityObject', identityHash: `sha256$${hash}`, identityType: 'sisSourcedId', hashed: true, salt },
    { type: 'IdentityObject', identityHash: nama, identityType: 'name', hashed: false },
  ];
}

function statusEntry(input: CredentialInput): Json {
  const { links, statusBit } = input;
  return {
    id: `${links.statusList}#${statusBit}`,
    type: 'BitstringStatusListEntry',
    statusPurpose: 'revocation',
    statusListIndex: String(statusBit),
    statusListCredential: links.statusList,
  };
}

/** An inner Open Badges credential of the CLR (same issuer, time and status as the whole). */
function badge(input: CredentialInput, issuer: Json, id: string, name: string, subject: Json, extra: Json = {}): Json {
  return {
    '@context': [VC_CONTEXT, OB_CONTEXT],
    id,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    issuer,
    validFrom: isoSeconds(input.issuedAt),
    name,
    credentialSubject: { type: ['AchievementSubject'], ...subject },
    ...extra,
    credentialStatus: statusEntry(input),
    credentialSchema: [{ id: OB_SCHEMA, type: SCHEMA_VALIDATOR }],
  };
}

function degreeCredential(input: CredentialInput, issuer: Json, identifier: Json[], achievement: Json): Json {
  const { data, links } = input;
  const { mahasiswa, penerbitan, prodi } = data;
  return badge(
    input,
    issuer,
    nameUuid(links.credential, 'gelar'),
    `${prodi.gelar}, ${prodi.nama_prodi}`,
    {
      identifier,
      achievement,
      ...(mahasiswa.tanggal_masuk ? { activityStartDate: dateTime(mahasiswa.tanggal_masuk) } : {}),
      ...(mahasiswa.tanggal_lulus ? { activityEndDate: dateTime(mahasiswa.tanggal_lulus) } : {}),
      // the national diploma number (PIN) is the number issued with the qualification
      ...(mahasiswa.nomor_ijazah_nasional ? { licenseNumber: mahasiswa.nomor_ijazah_nasional } : {}),
    },
    {
      ...(mahasiswa.tanggal_lulus ? { awardedDate: dateTime(mahasiswa.tanggal_lulus) } : {}),
      evidence: [
        {
          id: links.verification,
          type: ['Evidence'],
          name: `SKPI ${penerbitan.nomor ?? ''}`.trim(),
          description: 'Surat Keterangan Pendamping Ijazah (Diploma Supplement) dan halaman verifikasinya',
          genre: 'Surat Keterangan Pendamping Ijazah',
        },
        ...(input.pengesahan ?? []).map((a, i) => approvalEvidence(a, i + 1)),
      ],
    },
  );
}

function portofolioCredentials(input: CredentialInput, issuer: Json, identifier: Json[]): Json[] {
  const { data, links } = input;
  let n = 0;
  return data.portofolio.flatMap((kategori) =>
    kategori.portofolio.map((p) => {
      n += 1;
      const achievement = portofolioAchievement(p, kategori.nama, nameUuid(links.credential, 'capaian', n), data.universitas.nama_universitas);
      return badge(input, issuer, nameUuid(links.credential, 'portofolio', n), p.judul, {
        identifier,
        achievement,
        activityEndDate: dateTime(p.tanggal_terbit),
        ...(typeof p.bobot_skp === 'number' ? { creditsEarned: p.bobot_skp } : {}),
      });
    }),
  );
}

/** The whole SKPI as a ClrCredential (unsigned: `signVcJwt` makes the VC-JWT of it). */
export function buildClrCredential(input: CredentialInput): Json {
  const { data, links } = input;
  const issuer = issuerProfile(data.universitas, links);
  const identifier = subjectIdentifiers(data.mahasiswa.nim, data.mahasiswa.nama, input.salt);
  const degree = degreeAchievement(data, links.issuer);
  const cpl = cplAchievements(data, links.issuer);
  const nomor = data.penerbitan.nomor ?? '';
  return {
    '@context': [VC_CONTEXT, CLR_CONTEXT, OB_CONTEXT],
    id: links.credential,
    type: ['VerifiableCredential', 'ClrCredential'],
    issuer,
    validFrom: isoSeconds(input.issuedAt),
    name: `Surat Keterangan Pendamping Ijazah (SKPI) ${nomor}`.trim(),
    description: `Diploma Supplement: ${data.mahasiswa.nama}, ${data.prodi.gelar}, ${data.prodi.nama_prodi}, ${data.universitas.nama_universitas}.`,
    credentialSubject: {
      type: ['ClrSubject'],
      identifier,
      achievement: [degree, ...cpl],
      verifiableCredential: [degreeCredential(input, issuer, identifier, degree), ...portofolioCredentials(input, issuer, identifier)],
      ...(cpl.length
        ? {
            association: cpl.map((c) => ({ type: 'Association', associationType: 'isParentOf', sourceId: degree.id, targetId: c.id })),
          }
        : {}),
    },
    credentialStatus: statusEntry(input),
    credentialSchema: [{ id: CLR_SCHEMA, type: SCHEMA_VALIDATOR }],
  };
}
