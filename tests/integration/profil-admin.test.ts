/**
 * The admins' read of a student's profile, `GET /api/profile/{nim}` (the
 * student management's preview card and Profil tab): the biodata, e-mail and program of a student
 * of the caller's scope, active or not; 404 for a NIM that is no student; 403 for an admin
 * jurusan asking for another program's student. And its authorization row for every caller.
 */
import { MSG, SEARCH_MSG } from '@shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { activeStudent, CALLERS, type Caller, callerTokens, patchUser, staffAccount, userByNim, VALID_BIODATA } from '../support/auth-flow';
import { api, useStackEnv } from '../support/stack';

interface ProfileAnswer {
  user: {
    nim: string;
    nama: string;
    email: string;
    bio: string | null;
    tempat_lahir: string | null;
    sosmed: unknown[];
    prodi: { id_prodi: number; nama_prodi: string; jenjang: string } | null;
  };
}

let tokens = new Map<Caller, string | undefined>();
let student: { nim: string; email: string };
let otherAdmin: string;

beforeAll(async () => {
  useStackEnv();
  tokens = (await callerTokens()).tokens;
  student = await activeStudent(1);
  otherAdmin = (await staffAccount('admin jurusan', 2)).token;
});

describe('GET /api/profile/{nim}', () => {
  it('gives an admin of the program the biodata, e-mail and program of the student', async () => {
    for (const caller of ['admin jurusan', 'super admin'] as const) {
      const res = await api<ProfileAnswer>('GET', `/api/profile/${student.nim}`, { bearer: tokens.get(caller) });
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({
        nim: student.nim,
        email: student.email,
        bio: VALID_BIODATA.bio,
        tempat_lahir: VALID_BIODATA.tempat_lahir,
        prodi: { id_prodi: 1 },
      });
      expect(res.body.user.sosmed).toHaveLength(1);
    }
  });

  it('reads a deactivated student too (the admin manages them)', async () => {
    const deactivated = await activeStudent(1);
    const user = await userByNim(deactivated.nim);
    await patchUser(user?.id ?? expect.unreachable(), { is_active: false });
    const res = await api<ProfileAnswer>('GET', `/api/profile/${deactivated.nim}`, { bearer: tokens.get('super admin') });
    expect(res.status).toBe(200);
    expect(res.body.user.nim).toBe(deactivated.nim);
  });

  it('refuses another program’s student to an admin jurusan (403) and an unknown NIM (404)', async () => {
    const other = await api('GET', `/api/profile/${student.nim}`, { bearer: otherAdmin });
    expect(other).toMatchObject({ status: 403, body: { message: MSG.prodiOutOfScope } });
    const unknown = await api('GET', '/api/profile/99999999999999', { bearer: tokens.get('super admin') });
    expect(unknown).toMatchObject({ status: 404, body: { message: SEARCH_MSG.studentNotFound } });
    // a staff account is no student
    const staff = await staffAccount('verifikator');
    const notStudent = await api('GET', `/api/profile/${staff.nim}`, { bearer: tokens.get('super admin') });
    expect(notStudent.status).toBe(404);
  });

  describe('authorization', () => {
    const EXPECTED: Record<Caller, number> = {
      none: 401,
      deactivated: 401,
      'old-token': 401,
      mahasiswa: 403,
      verifikator: 403,
      ppk: 403,
      pimpinan: 403,
      'admin jurusan': 200,
      'super admin': 200,
    };
    it.each(CALLERS)('caller: %s', async (caller) => {
      const res = await api('GET', `/api/profile/${student.nim}`, { bearer: tokens.get(caller) });
      expect({ caller, status: res.status }).toEqual({ caller, status: EXPECTED[caller] });
      if (EXPECTED[caller] === 401) expect(res.body).toEqual({ message: caller === 'none' ? MSG.notSignedIn : MSG.sessionExpired });
      if (EXPECTED[caller] === 403) expect(res.body).toEqual({ message: MSG.forbidden });
    });
  });
});
