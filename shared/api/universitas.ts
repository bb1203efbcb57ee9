/**
 * Faculty, university and study-program writes (the Faculty, university and study-program
 * management screen, the Faculty, university, prodi calls): a route group of the admin area
 * (shared/api/admin.ts). The reads are public or staff reads of the `master` area.
 *
 * Rules the server enforces (docs/decisions/0023-master-data-write-rules.md): the super admin adds and
 * deletes faculties and programs and updates the university; an admin jurusan updates only their
 * own program's record (not its faculty or status); a faculty with programs, or a program with
 * students or rubrics, is not deleted (409 saying what remains); every update is conditional on the
 * version read and on the `version` sent; every write leaves an audit entry.
 */
import * as z from 'zod';
import { fakultasAddBody, fakultasUpdateBody, prodiAddBody, prodiUpdateBody, universitasUpdateBody } from '../validation/universitas';
import { idParam } from './common';
import { ADMIN_ROLES, type RouteSpec } from './contract';
import { fakultasView, prodiView, universitasView } from './master';

/**
 * Both admins pass the role gate of every route: the super-admin-only refusals are the service's
 * (403 with a message saying who may), so an admin jurusan is told why.
 */
const ADMINS = ADMIN_ROLES;

const fakultasAnswer = z.strictObject({ message: z.string(), fakultas: fakultasView });
const prodiAnswer = z.strictObject({ message: z.string(), prodi: prodiView });

export const universitasRoutes = {
  fakultasAdd: {
    method: 'POST',
    path: '/api/fakultas/add',
    access: ADMINS,
    summary: 'Adds a faculty (super admin): name, English name, dean with NIP/NIDN, status',
    body: fakultasAddBody,
    response: fakultasAnswer,
    status: 201,
  },
  fakultasUpdate: {
    method: 'PUT',
    path: '/api/fakultas/{id}/update',
    access: ADMINS,
    summary: 'Changes a faculty (super admin); fields left out or blank stay as they are',
    params: idParam,
    body: fakultasUpdateBody,
    response: fakultasAnswer,
  },
  fakultasDelete: {
    method: 'DELETE',
    path: '/api/fakultas/{id}/delete',
    access: ADMINS,
    summary: 'Deletes a faculty without programs (super admin); 409 while it has programs',
    params: idParam,
    response: fakultasAnswer,
  },
  universitasUpdate: {
    method: 'PUT',
    path: '/api/universitas/update',
    access: ADMINS,
    summary: "Changes the university record (super admin): its four required fields and the SKPI's facts; creates it when absent",
    body: universitasUpdateBody,
    response: z.strictObject({ message: z.string(), universitas: universitasView }),
  },
  prodiAdd: {
    method: 'POST',
    path: '/api/prodi/add',
    access: ADMINS,
    summary: 'Adds a study program to a faculty (super admin), with its SKPI facts',
    body: prodiAddBody,
    response: prodiAnswer,
    status: 201,
  },
  prodiUpdate: {
    method: 'PUT',
    path: '/api/prodi/{id}/update',
    access: ADMINS,
    summary: 'Changes a study program (super admin: any; admin jurusan: their own, not its faculty or status)',
    params: idParam,
    body: prodiUpdateBody,
    response: prodiAnswer,
  },
  prodiDelete: {
    method: 'DELETE',
    path: '/api/prodi/{id}/delete',
    access: ADMINS,
    summary: 'Deletes a study program without students, rubrics or CPL categories (super admin); 409 while it has them',
    params: idParam,
    response: prodiAnswer,
  },
} as const satisfies Record<string, RouteSpec>;
