/**
 * Graduate learning outcomes (CPL) of a study program (spec 001 sections 2 "CPL management", 3,
 * 4, 5, 7 "CPL", 8): a route group of the admin area (shared/api/admin.ts) holding the reads of
 * the CPL screen and the writes of categories (bidang CPL), items and their sub-points.
 *
 * Rules the server enforces (docs/decisions/0026-cpl.md): admins only; an admin
 * jurusan reads and writes their own program's CPL, a super admin any program's; urutan_di_skpi
 * is unique within its parent (409 naming the number); a category holding items is not deleted
 * (409 saying how many); an item's deletion takes its points with it; every update and delete is
 * conditional on the version read and on the `version` sent; every write leaves an audit entry.
 */
import * as z from 'zod';
import {
  bidangCplAddBody,
  bidangCplUpdateBody,
  cplAddBody,
  cplDeleteBody,
  cplPointAddBody,
  cplPointUpdateBody,
  cplUpdateBody,
} from '../validation/cpl';
import { idParam, paged, pageQuery } from './common';
import { ADMIN_ROLES, type RouteSpec } from './contract';

/** The CPL list's page size (spec 001 section 9). */
export const CPL_PAGE_SIZE = 10;

export const bidangCplView = z.strictObject({
  id_bidang_cpl: z.number().int(),
  id_prodi: z.number().int(),
  urutan_di_skpi: z.number().int(),
  nama_bidang_cpl_indonesia: z.string(),
  nama_bidang_cpl_inggris: z.string(),
  version: z.number().int(),
});

export const cplPointView = z.strictObject({
  id_point_cpl: z.number().int(),
  id_cpl: z.number().int(),
  urutan_di_skpi: z.number().int(),
  point_cpl_indonesia: z.string(),
  point_cpl_inggris: z.string(),
  version: z.number().int(),
});

/** An item with its points in SKPI order. */
export const cplView = z.strictObject({
  id_cpl: z.number().int(),
  id_prodi: z.number().int(),
  id_bidang_cpl: z.number().int(),
  urutan_di_skpi: z.number().int(),
  judul_cpl_indonesia: z.string(),
  judul_cpl_inggris: z.string(),
  version: z.number().int(),
  point_cpl: z.array(cplPointView),
});

export type BidangCplView = z.output<typeof bidangCplView>;
export type CplView = z.output<typeof cplView>;
export type CplPointView = z.output<typeof cplPointView>;

const idCplParam = idParam.shape.id;
const cplParams = z.strictObject({ id_cpl: idCplParam });
const pointParams = z.strictObject({ id_cpl: idCplParam, id_point_cpl: idCplParam });

const bidangCplAnswer = z.strictObject({ message: z.string(), bidang_cpl: bidangCplView });
const cplAnswer = z.strictObject({ message: z.string(), cpl: cplView });
const pointAnswer = z.strictObject({ message: z.string(), point_cpl: cplPointView });

export const cplRoutes = {
  bidangCplOfProdi: {
    method: 'GET',
    path: '/api/prodi/{id}/bidangcpl',
    access: ADMIN_ROLES,
    summary: "A program's CPL categories in SKPI order (admin jurusan: their own program)",
    params: idParam,
    response: z.strictObject({ bidang_cpl: z.array(bidangCplView) }),
  },
  bidangCplGet: {
    method: 'GET',
    path: '/api/bidangcpl/{id}',
    access: ADMIN_ROLES,
    summary: 'A CPL category with a page of its items, each with its points, in SKPI order',
    params: idParam,
    query: z.strictObject(pageQuery(CPL_PAGE_SIZE)),
    response: z.strictObject({ bidang_cpl: bidangCplView.extend({ cpl: paged(cplView) }) }),
  },
  bidangCplAdd: {
    method: 'POST',
    path: '/api/bidangcpl/add',
    access: ADMIN_ROLES,
    summary: 'Adds a CPL category to a program: urutan, Indonesian and English names',
    body: bidangCplAddBody,
    response: bidangCplAnswer,
    status: 201,
  },
  bidangCplUpdate: {
    method: 'PUT',
    path: '/api/bidangcpl/{id}/update',
    access: ADMIN_ROLES,
    summary: "Changes a CPL category's urutan and names (its program stays)",
    params: idParam,
    body: bidangCplUpdateBody,
    response: bidangCplAnswer,
  },
  bidangCplDelete: {
    method: 'DELETE',
    path: '/api/bidangcpl/{id}/delete',
    access: ADMIN_ROLES,
    summary: 'Deletes a CPL category without items; 409 while it has some',
    params: idParam,
    body: cplDeleteBody,
    response: bidangCplAnswer,
  },
  cplAdd: {
    method: 'POST',
    path: '/api/cpl/add',
    access: ADMIN_ROLES,
    summary: 'Adds a CPL item to a category: urutan, Indonesian and English titles',
    body: cplAddBody,
    response: cplAnswer,
    status: 201,
  },
  cplUpdate: {
    method: 'PUT',
    path: '/api/cpl/{id_cpl}/update',
    access: ADMIN_ROLES,
    summary: "Changes a CPL item's urutan and titles, or moves it to another category of its program",
    params: cplParams,
    body: cplUpdateBody,
    response: cplAnswer,
  },
  cplDelete: {
    method: 'DELETE',
    path: '/api/cpl/{id_cpl}/delete',
    access: ADMIN_ROLES,
    summary: 'Deletes a CPL item with its points',
    params: cplParams,
    body: cplDeleteBody,
    response: cplAnswer,
  },
  cplPointAdd: {
    method: 'POST',
    path: '/api/cpl/{id_cpl}/add-point',
    access: ADMIN_ROLES,
    summary: 'Adds a sub-point to a CPL item: urutan, Indonesian and English texts',
    params: cplParams,
    body: cplPointAddBody,
    response: pointAnswer,
    status: 201,
  },
  cplPointUpdate: {
    method: 'PUT',
    path: '/api/cpl/{id_cpl}/{id_point_cpl}/update',
    access: ADMIN_ROLES,
    summary: "Changes a CPL point's urutan and texts",
    params: pointParams,
    body: cplPointUpdateBody,
    response: pointAnswer,
  },
  cplPointDelete: {
    method: 'DELETE',
    path: '/api/cpl/{id_cpl}/{id_point_cpl}/delete',
    access: ADMIN_ROLES,
    summary: 'Deletes a CPL point',
    params: pointParams,
    body: cplDeleteBody,
    response: pointAnswer,
  },
} as const satisfies Record<string, RouteSpec>;
