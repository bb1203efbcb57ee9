/** Faculties, study programs and the university record. */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '@functions/lib/clients';
import { keys } from '@functions/lib/keys';
import { nextId } from '@functions/lib/sequence';
import { getItem, queryAll, tableName } from '@functions/lib/table';

export interface FakultasItem {
  id_fakultas: number;
  nama_fakultas: string;
  nama_fakultas_inggris: string;
  nama_dekan: string;
  nomor_pegawai_dekan: string;
  is_active: boolean;
  version: number;
}

export interface ProdiItem {
  id_prodi: number;
  id_fakultas: number;
  nama_prodi: string;
  nama_prodi_inggris: string;
  nama_kaprodi: string;
  jenjang: string;
  gelar: string;
  status_akreditasi: string;
  no_sk_akreditasi_prodi: string;
  is_active: boolean;
  version: number;
}

export interface UniversitasItem {
  nama_universitas: string;
  nama_universitas_inggris: string;
  status_akreditasi: string;
  no_sk_akreditasi_universitas: string;
  alamat_universitas: string;
  nama_rektor: string;
  version: number;
}

export const masterRepo = {
  listFakultas: () => queryAll<FakultasItem>({ index: 'GSI1', pk: keys.fakultasList() }),
  getFakultas: (id: number) => getItem<FakultasItem>(keys.fakultas(id)),
  listProdi: () => queryAll<ProdiItem>({ index: 'GSI1', pk: keys.prodiList() }),
  listProdiOfFakultas: (idFakultas: number) => queryAll<ProdiItem>({ index: 'GSI2', pk: keys.prodiByFakultas(idFakultas) }),
  getProdi: (id: number) => getItem<ProdiItem>(keys.prodi(id)),
  getUniversitas: () => getItem<UniversitasItem>(keys.universitas()),

  async createFakultas(input: Omit<FakultasItem, 'id_fakultas' | 'version'>): Promise<FakultasItem> {
    const f: FakultasItem = { ...input, id_fakultas: await nextId('fakultas'), version: 1 };
    await ddb().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.fakultas(f.id_fakultas), GSI1PK: keys.fakultasList(), GSI1SK: keys.byId(f.id_fakultas), type: 'fakultas', ...f },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return f;
  },

  async createProdi(input: Omit<ProdiItem, 'id_prodi' | 'version'>): Promise<ProdiItem> {
    const p: ProdiItem = { ...input, id_prodi: await nextId('prodi'), version: 1 };
    await ddb().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.prodi(p.id_prodi),
          GSI1PK: keys.prodiList(),
          GSI1SK: keys.byId(p.id_prodi),
          GSI2PK: keys.prodiByFakultas(p.id_fakultas),
          GSI2SK: keys.byId(p.id_prodi),
          type: 'prodi',
          ...p,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return p;
  },

  async putUniversitas(u: UniversitasItem): Promise<void> {
    await ddb().send(new PutCommand({ TableName: tableName(), Item: { ...keys.universitas(), type: 'universitas', ...u } }));
  },
};
