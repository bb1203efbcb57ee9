/**
 * People management of the admin area (shared/api/manajemen.ts; spec 001 sections 2, 3, 4, 5, 7,
 * 8, 9; docs/decisions.md "Admin people (issue 13): accounts"). The rules, enforced here for every
 * call:
 * - scope: the super admin manages every student, prodi admin and verifier; an admin jurusan only
 *   the students of their own program (list, add, update, delete; never into another program) and
 *   no staff (403 saying who may); super admin accounts are not managed here;
 * - every write is conditional on the version read (and the `version` the form sent: 409), moves
 *   the counters of students in its own transaction and carries its audit entry (`user` target);
 * - a student's NIM, program or entry-date change is THE student move (`moveStudent`,
 *   functions/domain/users/move.ts), with this call's audit entry in its transaction;
 * - a student with verified portfolios or a printed SKPI is not deleted (409: deactivate instead).
 *
 * Each part lives beside this file: list.ts, add.ts, update.ts, remove.ts (accounts),
 * verifikator.ts (verifiers' sub-rubrics), over scope.ts (who may manage whom), write.ts (what
 * the writes share) and rows.ts (the rows answered).
 */

import { addAccount } from './add';
import { listAccounts, staffPage } from './list';
import { removeAccount } from './remove';
import { updateAccount } from './update';
import { anakRubrik, listVerifikator, updateVerifikator } from './verifikator';

export const manajemenService = {
  list: listAccounts,
  staffPage,
  add: addAccount,
  update: updateAccount,
  remove: removeAccount,
  listVerifikator,
  updateVerifikator,
  anakRubrik,
};
