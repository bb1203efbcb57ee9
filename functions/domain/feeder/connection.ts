/**
 * The university's Neo Feeder connection (super admin only, at the route's gate): its view without
 * the password, its save (the password written to its secret, never to the table, never logged),
 * and Tes koneksi, which signs in and reports the Feeder's answer in words.
 */
import { type Admin, audit } from '@functions/lib/admin-write';
import { invalidField, Refused } from '@functions/lib/domain-errors';
import { FEEDER_MSG } from '@shared/messages/feeder';
import type { FeederConnectionBody, FeederTestBody } from '@shared/validation/feeder';
import { FeederError, feederClient } from './client';
import { connectionSettings } from './context';
import { type FeederConnectionItem, feederRepo } from './repo';
import { feederSecret } from './secret';
import { type ConnectionView, connectionView } from './view';

/** A call answered within an API request: well inside the route's 30 s. */
export const FEEDER_ROUTE_TIMEOUT_MS = 20_000;

export async function saveConnection(actor: Admin, body: FeederConnectionBody): Promise<{ message: string; feeder: ConnectionView }> {
  const before = await feederRepo.getConnection();
  if (body.password === undefined && !before?.password_tersimpan) throw invalidField('password', FEEDER_MSG.feederPasswordRequired);
  if (body.password !== undefined) await feederSecret.write(body.password);
  const after: FeederConnectionItem = {
    base_url: body.base_url,
    username: body.username,
    password_tersimpan: true,
    sinkron_malam: body.sinkron_malam,
    terakhir_sinkron: before?.terakhir_sinkron ?? null,
    malam_terakhir: before?.malam_terakhir ?? null,
    updated_by: actor.auth.userId,
    version: (before?.version ?? 0) + 1,
  };
  // the password itself is never in the table nor the entry: the note says it was replaced
  const entry = audit(
    actor,
    'feeder.connection',
    'feeder',
    'koneksi',
    before,
    after,
    body.password !== undefined ? FEEDER_MSG.feederPasswordNote : undefined,
  );
  // changed meanwhile: the general 409 (WriteRefused)
  await feederRepo.putConnection(before, after, [entry]);
  return { message: FEEDER_MSG.feederSaved, feeder: connectionView(after) };
}

/** Signs in with the stored connection (the form's values over it): ok, or the Feeder's answer in words. */
export async function testConnection(body: FeederTestBody): Promise<{ ok: boolean; message: string }> {
  const settings = await connectionSettings({ baseUrl: body.base_url, username: body.username, password: body.password });
  try {
    await feederClient({ ...settings, timeoutMs: FEEDER_ROUTE_TIMEOUT_MS }).signIn();
    return { ok: true, message: FEEDER_MSG.feederTestOk };
  } catch (error) {
    if (error instanceof FeederError) return { ok: false, message: error.message };
    if (error instanceof Refused) throw error;
    throw error;
  }
}
