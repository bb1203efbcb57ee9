/**
 * The student area's gate on the server: the web app shows the warning page; the API refuses the
 * area's calls with 403 too, so a script cannot do what the page does not offer. Every service of
 * the student area calls it first.
 */

import { Forbidden } from '@functions/lib/domain-errors';
import type { UserItem } from '@functions/lib/entities/users';
import { PROFIL_MSG } from '@shared/messages/profil';

export function assertActiveStudent(user: Pick<UserItem, 'email_verified_at' | 'is_data_complete'>): void {
  if (!user.email_verified_at || !user.is_data_complete) throw new Forbidden(PROFIL_MSG.studentNotActive);
}
