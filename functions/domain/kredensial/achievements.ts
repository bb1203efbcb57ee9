/**
 * The Open Badges 3.0 parts a printed SKPI is made of, from the same `SkpiDocumentData` the PDF is
 * built from: the issuer's Profile, the qualification (the degree of the program), the program's
 * learning outcomes (CPL) and each verified portfolio, as `Achievement` objects. Names are the
 * Indonesian text (`inLanguage: 'id'`); the schema takes `name` as a plain string, so the English
 * twin, where the records hold one, is the achievement's `description` (docs/decisions/0037).
 */
import { createHash } from 'node:crypto';
import type { SkpiBidangCpl, SkpiDocumentData, SkpiPortofolio, SkpiUniversitas } from '@functions/domain/skpi/document/types';

export const VC_CONTEXT = 'https://www.w3.org/ns/credentials/v2';
export const OB_CONTEXT = 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json';
export const CLR_CONTEXT = 'https://purl.imsglobal.org/spec/clr/v2p0/context-2.0.1.json';
export const OB_SCHEMA = 'https://purl.imsglobal.org/spec/ob/v3p0/schema/json/ob_v3p0_achievementcredential_schema.json';
export const CLR_SCHEMA = 'https://purl.imsglobal.org/spec/clr/v2p0/schema/json/clr_v2p0_clrcredential_schema.json';
export const SCHEMA_VALIDATOR = '1EdTechJsonSchemaValidator2019';

export type Json = Record<string, unknown>;

/** RFC 4122 name-based UUID (version 5, URL namespace): the same name always gives the same id. */
export function nameUuid(...parts: Array<string | number>): string {
  const namespace = Buffer.from('6ba7b8119dad11d180b400c04fd430c8', 'hex');
  const hash = createHash('sha1').update(namespace).update(parts.join('\u001f'), 'utf8').digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `urn:uuid:${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A record's date (YYYY-MM-DD) as the date-time the schema wants: midnight UTC of that day. */
export const dateTime = (date: string) => `${date}T00:00:00Z`;

/** The issuer: the university behind this deployment (its id is the Profile this app serves). */
export function issuerProfile(
  u: Pick<SkpiUniversitas, 'nama_universitas' | 'nama_universitas_inggris' | 'alamat_universitas'>,
  links: { issuer: string; app: string },
): Json {
  return {
    id: links.issuer,
    type: ['Profile'],
    name: u.nama_universitas,
    ...(u.nama_universitas_inggris.trim() ? { description: u.nama_universitas_inggris } : {}),
    url: links.app,
    ...(u.alamat_universitas.trim()
      ? { address: { type: ['Address'], streetAddress: u.alamat_universitas, addressCountry: 'Indonesia', addressCountryCode: 'ID' } }
      : {}),
  };
}

/** The 1EdTech achievement type of an Indonesian program level. */
function degreeType(jenjang: string): string {
  const level = jenjang.trim().toUpperCase();
  if (/^D[1-3]$/.test(level)) return 'Diploma';
  if (level === 'D4' || level === 'S1') return 'BachelorDegree';
  if (level.startsWith('S2')) return 'MasterDegree';
  if (level.startsWith('S3')) return 'DoctoralDegree';
  return 'Degree';
}

/** 'Sarjana Komputer (S.Kom.)' → 'S.Kom.' (the degree's abbreviation), or null. */
export function degreeAbbreviation(gelar: string): string | null {
  return /\(([^()]+)\)\s*$/.exec(gelar)?.[1]?.trim() || null;
}

/** The qualification: the degree of the program, the same achievement for every graduate of it. */
export function degreeAchievement(data: SkpiDocumentData, issuerId: string): Json {
  const { prodi, fakultas, universitas } = data;
  const abbreviation = degreeAbbreviation(prodi.gelar);
  const kkni = prodi.jenjang_kkni === null ? '' : ` Jenjang KKNI ${prodi.jenjang_kkni}.`;
  const kkniEn = prodi.jenjang_kkni === null ? '' : ` Indonesian Qualifications Framework (KKNI) level ${prodi.jenjang_kkni}.`;
  return {
    id: nameUuid(issuerId, 'gelar', prodi.jenjang, prodi.nama_prodi, prodi.gelar),
    type: ['Achievement'],
    achievementType: degreeType(prodi.jenjang),
    name: prodi.gelar,
    description: `${prodi.gelar_inggris ?? prodi.gelar}: ${prodi.nama_prodi_inggris || prodi.nama_prodi}, ${fakultas.nama_fakultas_inggris || fakultas.nama_fakultas}, ${universitas.nama_universitas_inggris || universitas.nama_universitas}.${kkniEn}`,
    criteria: {
      narrative: `Lulus dari Program Studi ${prodi.nama_prodi} (${prodi.jenjang}, pendidikan ${prodi.jenis_pendidikan}), ${fakultas.nama_fakultas}, ${universitas.nama_universitas}.${kkni}`,
    },
    fieldOfStudy: prodi.nama_prodi,
    ...(abbreviation ? { humanCode: abbreviation } : {}),
    inLanguage: 'id',
    tag: [prodi.jenjang, ...(prodi.jenjang_kkni === null ? [] : [`KKNI ${prodi.jenjang_kkni}`])],
  };
}

/** The program's learning outcomes (section 3A), one `Competency` per CPL item, in order. */
export function cplAchievements(data: SkpiDocumentData, issuerId: string): Json[] {
  return data.cpl.flatMap((bidang: SkpiBidangCpl) =>
    bidang.items.map((item) => {
      const points = item.points.map((p) => `- ${p.id}`).join('\n');
      const pointsEn = item.points.some((p) => p.en) ? `\n\n${item.points.map((p) => `- ${p.en ?? p.id}`).join('\n')}` : '';
      return {
        id: nameUuid(issuerId, 'cpl', data.prodi.nama_prodi, bidang.nama.id, item.judul.id),
        type: ['Achievement'],
        achievementType: 'Competency',
        name: item.judul.id,
        description: item.judul.en ?? item.judul.id,
        criteria: { narrative: points ? `${points}${pointsEn}` : item.judul.id },
        inLanguage: 'id',
        tag: [bidang.nama.id, ...(bidang.nama.en ? [bidang.nama.en] : [])],
      };
    }),
  );
}

/** One verified portfolio (section 3B) as the achievement of its own badge. */
export function portofolioAchievement(p: SkpiPortofolio, kategori: { id: string; en: string | null }, id: string, universitas: string): Json {
  return {
    id,
    type: ['Achievement'],
    achievementType: 'Achievement',
    name: p.judul,
    description: p.judul_inggris ?? `${p.judul} (${kategori.en ?? kategori.id})`,
    criteria: {
      narrative: `Portofolio terverifikasi oleh ${universitas} dan dicantumkan pada SKPI, bagian kegiatan, prestasi dan penghargaan: ${kategori.id}.`,
    },
    inLanguage: 'id',
    tag: [kategori.id, ...(kategori.en ? [kategori.en] : [])],
  };
}
