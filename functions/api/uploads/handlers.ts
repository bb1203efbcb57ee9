import { readActivationTicket } from '@functions/domain/auth/tickets';
import { usersRepo } from '@functions/domain/users/repo';
import { unauthorized } from '@functions/lib/errors';
import { checkDeclaredUpload, presignUpload } from '@functions/lib/files';
import { createAreaHandler } from '@functions/lib/http';
import { uploadsApi } from '@shared/api/uploads';

export const handler = createAreaHandler(uploadsApi, {
  /**
   * The owner is the signed-in user, or, during activation (no session yet), the student named by
   * the activation ticket, for the profile photo only.
   */
  create: async ({ auth, body, event }) => {
    let owner = auth?.userId;
    if (!owner && body.purpose === 'foto_profil') {
      const ticket = await readActivationTicket(event);
      const user = ticket ? await usersRepo.getById(ticket.userId) : undefined;
      if (user?.is_active && !user.is_data_complete) owner = user.id;
    }
    if (!owner) throw unauthorized();
    checkDeclaredUpload(body.purpose, body.content_type, body.size);
    return presignUpload(owner, body.purpose, body.content_type);
  },
});
