/**
 * Field schemas shared by the API and the web forms (one rule per field, written once): the zod schema the API
 * enforces is the one the form uses, with the same messages in both. One file per area beside
 * this one; `common.ts` holds the single fields and constants every area builds on.
 */
export * from './akun';
export * from './audit';
export * from './auth';
export * from './common';
export * from './cpl';
export * from './feeder';
export * from './impor';
export * from './manajemen';
export * from './mutasi';
export * from './pengesahan';
export * from './portofolio';
export * from './ppk';
export * from './profil';
export * from './rubrik';
export * from './universitas';
export * from './verifikasi';
export * from './zod-messages';
