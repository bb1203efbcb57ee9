/**
 * The demo university's Neo Feeder connection: the local stand-in (feeder-stand-in.ts), its
 * operator's password in the local secret file, and every demo program mapped to its Feeder
 * program (confirmed), written once after the demo seed. On a later start of the same data the
 * stand-in's address is brought up to date when the stored connection is still the demo's (its
 * operator, a loopback address): a stack on another port has its stand-in elsewhere.
 */
import { feederRepo } from '@functions/domain/feeder/repo';
import { feederSecret } from '@functions/domain/feeder/secret';
import { masterRepo } from '@functions/domain/master/repo';
import { usersRepo } from '@functions/domain/users/repo';
import { DEMO_ACCOUNTS, type ProdiCode } from './demo-accounts';
import { DEMO_FEEDER_PRODI, feederProdiId } from './feeder-demo-data';
import { FEEDER_OPERATOR, type FeederStandIn } from './feeder-stand-in';
import { PRODI } from './seed-catalog';

const isLoopback = (url: string) => /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(url);

/** Confirms the mapping of every demo program (by its seeded name) to the stand-in's program. */
async function mapDemoPrograms(): Promise<void> {
  const ours = await masterRepo.listProdi();
  for (const { code } of PRODI) {
    const feeder = DEMO_FEEDER_PRODI[code as ProdiCode];
    const prodi = ours.find((p) => p.nama_prodi === feeder.nama && p.jenjang === feeder.jenjang);
    if (!prodi || prodi.id_prodi_feeder) continue;
    const out = await masterRepo.updateProdi(prodi, { id_prodi_feeder: feederProdiId(code as ProdiCode) });
    if (!out.ok) throw new Error(`demo program ${code} not mapped to the Feeder`);
  }
}

export async function ensureDemoFeeder(standIn: FeederStandIn, seeded: boolean): Promise<void> {
  const stored = await feederRepo.getConnection();
  if (!stored) {
    if (!seeded) return;
    const admin = await usersRepo.getByNim(DEMO_ACCOUNTS.superAdmin.nim);
    if (!admin) throw new Error('the demo super admin is missing');
    await feederSecret.write(standIn.password);
    await feederRepo.putConnection(
      undefined,
      {
        base_url: standIn.baseUrl,
        username: standIn.username,
        password_tersimpan: true,
        sinkron_malam: false,
        terakhir_sinkron: null,
        updated_by: admin.id,
        version: 1,
      },
      [],
    );
    await mapDemoPrograms();
    return;
  }
  if (stored.username !== FEEDER_OPERATOR.username || !isLoopback(stored.base_url)) return;
  if (stored.base_url !== standIn.baseUrl) {
    await feederRepo.putConnection(stored, { ...stored, base_url: standIn.baseUrl, version: stored.version + 1 }, []);
  }
  if ((await feederSecret.read()) === undefined) await feederSecret.write(standIn.password);
}
