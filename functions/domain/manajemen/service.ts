/**
 * People management of the admin area (shared/api/manajemen.ts). Skeleton: the contract first.
 */
import type { Admin } from '@functions/lib/admin-write';
import { HttpError } from '@functions/lib/errors';
import type { AkunRow, akunListQuery } from '@shared/api/manajemen';
import type { ManajemenAddBody, ManajemenUpdateBody, VerifikatorUpdateBody } from '@shared/validation';
import type * as z from 'zod';

type Page = { data: AkunRow[]; current_page: number; last_page: number; per_page: number; total: number };
const todo = (): never => {
  throw new HttpError(501, 'Belum tersedia.');
};

export const manajemenService = {
  async list(_actor: Admin, _q: z.output<typeof akunListQuery>): Promise<Page> {
    return todo();
  },
  async add(_actor: Admin, _body: ManajemenAddBody): Promise<AkunRow> {
    return todo();
  },
  async update(_actor: Admin, _body: ManajemenUpdateBody): Promise<AkunRow> {
    return todo();
  },
  async remove(_actor: Admin, _nim: string): Promise<void> {
    todo();
  },
  async listVerifikator(_actor: Admin, _q: { page: number; paginate: number; keyword?: string | undefined }): Promise<Page> {
    return todo();
  },
  async updateVerifikator(_actor: Admin, _body: VerifikatorUpdateBody): Promise<AkunRow> {
    return todo();
  },
  async anakRubrik(
    _actor: Admin,
  ): Promise<
    {
      id_anak_rubrik: number;
      nama_anak_rubrik: string;
      id_rubrik: number;
      nama_rubrik: string;
      id_prodi: number;
      nama_prodi: string;
      jenjang: string;
    }[]
  > {
    return todo();
  },
};
