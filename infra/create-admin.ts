/**
 * Creates a super admin in a deployed environment (the demo seed is local-only). Run it with
 * credentials of the target account, against the stack's TableName output:
 *
 *   read -rs SKPI_ADMIN_PASSWORD && export SKPI_ADMIN_PASSWORD
 *   TABLE_NAME=<TableName> AWS_REGION=<region> npx tsx infra/create-admin.ts \
 *     --nim <username> --email <address> --nama "<full name>"
 *
 * The password comes from the environment only, never from the command line (shell history).
 * The account is active and its e-mail counted as verified; sign-in still asks for the e-mail
 * OTP, so the address must receive mail from SES (a verified identity while in the sandbox).
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { type UserItem, usersRepo } from '@functions/domain/users/repo';
import { WriteRefused } from '@functions/lib/domain-errors';
import { hashPassword } from '@functions/lib/password';
import { emailField, nameField, nimField, passwordField } from '@shared/validation';
import * as z from 'zod';

const adminInput = z.strictObject({ nim: nimField, email: emailField, nama: nameField, password: passwordField });
export type AdminInput = z.input<typeof adminInput>;

/** Validates with the app's own field rules, then writes the user and its unique NIM and e-mail items. */
export async function createSuperAdmin(input: AdminInput): Promise<UserItem> {
  const parsed = adminInput.safeParse(input);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`invalid input\n  ${problems.join('\n  ')}`);
  }
  const { nim, email, nama, password } = parsed.data;
  try {
    return await usersRepo.create({
      nim,
      email,
      nama,
      role: 'super admin',
      id_prodi: null,
      password_hash: await hashPassword(password),
      is_active: true,
      email_verified_at: new Date().toISOString(),
      is_data_complete: true,
    });
  } catch (err) {
    if (err instanceof WriteRefused) throw new Error(`the username ${nim} or the e-mail ${email} already belongs to an account`);
    throw err;
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { nim: { type: 'string' }, email: { type: 'string' }, nama: { type: 'string' } } });
  if (!process.env.TABLE_NAME) throw new Error('set TABLE_NAME to the stack output TableName (and AWS_REGION to its region)');
  const password = process.env.SKPI_ADMIN_PASSWORD;
  if (!password) throw new Error('set SKPI_ADMIN_PASSWORD (read -rs SKPI_ADMIN_PASSWORD && export SKPI_ADMIN_PASSWORD)');
  const user = await createSuperAdmin({ nim: values.nim ?? '', email: values.email ?? '', nama: values.nama ?? '', password });
  console.log(`super admin ${user.nim} <${user.email}> created with id ${user.id} in ${process.env.TABLE_NAME}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  });
}
