/** The demo data of the student area (infra/local/seed-student-area.ts): what the demo shows. */

import { STUDENT_AREA_DEMO } from '@infra/local/seed-student-area';
import { SKPI_STATUS_MSG } from '@shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { tokenOf, userByNim } from '../support/auth-flow';
import { api, DEMO_ACCOUNTS, useStackEnv } from '../support/stack';

async function tokenOfDemo(key: keyof typeof DEMO_ACCOUNTS) {
  const user = await userByNim(DEMO_ACCOUNTS[key].nim);
  if (!user) throw new Error(`demo account ${key} missing`);
  return tokenOf(user.id);
}

beforeAll(() => {
  useStackEnv();
});

describe('student-area demo data', () => {
  it.each([STUDENT_AREA_DEMO.readyToRequest, STUDENT_AREA_DEMO.skpiPending])('%s meets every rubric of the program', async (key) => {
    const res = await api<{ data: Array<{ status: string }> }>('GET', '/api/skpi', { bearer: await tokenOfDemo(key) });
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
    expect(res.body.data.every((r) => r.status === SKPI_STATUS_MSG.statusMet)).toBe(true);
  });

  it('one student may request, one waits for the SKPI print', async () => {
    const ready = await api('GET', '/api/skpi/pengajuan', { bearer: await tokenOfDemo(STUDENT_AREA_DEMO.readyToRequest) });
    expect(ready.body).toEqual({ data: { is_downloaded: null, path: null, dokumen: null } });
    const pending = await api('GET', '/api/skpi/pengajuan', { bearer: await tokenOfDemo(STUDENT_AREA_DEMO.skpiPending) });
    expect(pending.body).toEqual({ data: { is_downloaded: 0, path: null, dokumen: null } });
  });

  it('one student waits for a migration, with its proof', async () => {
    const res = await api<{ data: Record<string, unknown> }>('GET', '/api/migrasi', {
      bearer: await tokenOfDemo(STUDENT_AREA_DEMO.migration.student),
    });
    expect(res.body.data).toMatchObject({
      nim_baru: STUDENT_AREA_DEMO.migration.nim_baru,
      id_status_migrasi: 1,
      bukti: expect.stringMatching(/^https?:\/\//),
    });
    expect((await fetch(String(res.body.data.bukti))).status).toBe(200);
  });
});
