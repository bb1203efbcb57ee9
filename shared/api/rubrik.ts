/**
 * Portfolio category, rubric and sub-rubric writes (the Rubric management screen, the Portfolio
 * categories and rubrics calls): a route group of the admin area (shared/api/admin.ts). The reads
 * are the catalog routes of the `master` area (`GET /api/bidangportofolio`,
 * `/api/prodi/{id}/rubrik`, `/api/prodi/{id}/rubrik/bidang/{bidang}`, `/api/rubrik/{id}`).
 *
 * Rules the server enforces (docs/decisions/0025-portfolio-categories-and-rubrics.md): categories are the
 * super admin's (university-wide); an admin jurusan writes only their own program's rubrics and
 * sub-rubrics; `urutan_di_skpi` is unique; a category used by rubrics, a rubric with sub-rubrics
 * and a sub-rubric with portfolios or internal activities are not deleted (409 saying what
 * remains); every update and delete is conditional on the version read and on the `version` sent;
 * every write leaves an audit entry.
 *
 * Path parameters: callers write the sub-rubric routes `/api/rubrik/{id_rubrik}/{id_anak_rubrik}/...`;
 * the rubric is `{id}` here as in `/api/rubrik/{id}` beside them (one name per position, as API
 * Gateway needs); the paths are the same.
 */
import * as z from 'zod';
import {
  anakRubrikAddBody,
  anakRubrikUpdateBody,
  bidangPortofolioAddBody,
  bidangPortofolioUpdateBody,
  rubrikAddBody,
  rubrikUpdateBody,
} from '../validation/rubrik';
import { idParam } from './common';
import { ADMIN_ROLES, type RouteSpec } from './contract';
import { anakRubrikView, bidangPortofolioView, rubrikView } from './master';

/**
 * Both admins pass the role gate of every route: the super-admin-only and own-program refusals
 * are the service's (403 with a message saying who may), so the dialog can say why.
 */
const ADMINS = ADMIN_ROLES;

const bidangAnswer = z.strictObject({ message: z.string(), bidang_portofolio: bidangPortofolioView });
const rubrikAnswer = z.strictObject({ message: z.string(), rubrik: rubrikView });
const anakAnswer = z.strictObject({ message: z.string(), anak_rubrik: anakRubrikView });
const anakParams = z.strictObject({ id: idParam.shape.id, id_anak_rubrik: idParam.shape.id });

export const rubrikRoutes = {
  bidangPortofolioAdd: {
    method: 'POST',
    path: '/api/bidangportofolio/add',
    access: ADMINS,
    summary: 'Adds a portfolio category (super admin): its place in the SKPI (unique) and its Indonesian and English names',
    body: bidangPortofolioAddBody,
    response: bidangAnswer,
    status: 201,
  },
  bidangPortofolioUpdate: {
    method: 'PUT',
    path: '/api/bidangportofolio/{id}/update',
    access: ADMINS,
    summary: 'Changes a portfolio category (super admin); the place and English name left out or blank stay as they are',
    params: idParam,
    body: bidangPortofolioUpdateBody,
    response: bidangAnswer,
  },
  bidangPortofolioDelete: {
    method: 'DELETE',
    path: '/api/bidangportofolio/{id}/delete',
    access: ADMINS,
    summary: 'Deletes a portfolio category no rubric of any program uses (super admin); 409 while one does',
    params: idParam,
    response: bidangAnswer,
  },
  rubrikAdd: {
    method: 'POST',
    path: '/api/rubrik/add',
    access: ADMINS,
    summary: "Adds a rubric to a program's category with its minimum SKP (admin jurusan: their own program)",
    body: rubrikAddBody,
    response: rubrikAnswer,
    status: 201,
  },
  rubrikUpdate: {
    method: 'PUT',
    path: '/api/rubrik/{id}/update',
    access: ADMINS,
    summary: "Changes a rubric's name and minimum SKP (admin jurusan: of their own program); the checklist reads the new minimum at once",
    params: idParam,
    body: rubrikUpdateBody,
    response: rubrikAnswer,
  },
  rubrikDelete: {
    method: 'DELETE',
    path: '/api/rubrik/{id}/delete',
    access: ADMINS,
    summary: 'Deletes a rubric without sub-rubrics (admin jurusan: of their own program); 409 while it has some',
    params: idParam,
    response: rubrikAnswer,
  },
  anakRubrikAdd: {
    method: 'POST',
    path: '/api/rubrik/{id}/add-anak-rubrik',
    access: ADMINS,
    summary: 'Adds a sub-rubric to a rubric: name, maximum SKP per portfolio, minimum SKP (admin jurusan: their own program)',
    params: idParam,
    body: anakRubrikAddBody,
    response: anakAnswer,
    status: 201,
  },
  anakRubrikUpdate: {
    method: 'PUT',
    path: '/api/rubrik/{id}/{id_anak_rubrik}/update',
    access: ADMINS,
    summary: "Changes a sub-rubric's name, maximum and minimum; points already verified stay as they are",
    params: anakParams,
    body: anakRubrikUpdateBody,
    response: anakAnswer,
  },
  anakRubrikDelete: {
    method: 'DELETE',
    path: '/api/rubrik/{id}/{id_anak_rubrik}/delete',
    access: ADMINS,
    summary: 'Deletes a sub-rubric without portfolios or internal activities, with its verifier assignments; 409 while it has them',
    params: anakParams,
    response: anakAnswer,
  },
} as const satisfies Record<string, RouteSpec>;
