/**
 * The student area's gate on the server (spec 000 section 4 "Student area: shown only if data is
 * complete and e-mail verified"): the web app shows the warning page; the API refuses the area's
 * calls with 403 too, so a script cannot do what the page does not offer. Every service of the
 * student area calls it first.
 */

import { Forbidden } from '@functions/lib/domain-errors';
import type { UserItem } from '@functions/lib/entities';
import { MSG } from '@shared/messages';

export function assertActiveStudent(user: Pick<UserItem, 'email_verified_at' | 'is_data_complete'>): void {
  if (!user.email_verified_at || !user.is_data_complete) throw new Forbidden(MSG.studentNotActive);
}
