/**
 * Presigned uploads (docs/decisions/0006-presigned-uploads.md): who may upload, and what. The owner is the signed-in user,
 * or, during activation (no session yet), the student named by the activation ticket, for the
 * profile photo only. The domain call that later names the key checks the owner again.
 */
import type { AuthContext } from '@functions/lib/auth';
import { Unauthenticated } from '@functions/lib/domain-errors';
import { checkDeclaredUpload, presignUpload } from '@functions/lib/files';
import type { UploadPurpose } from '@shared/api/uploads';
import { usersRepo } from '../users/repo';

export interface UploadRequest {
  purpose: UploadPurpose;
  content_type: string;
  size: number;
}

export const uploadsService = {
  async create(auth: AuthContext | null, activationTicket: { userId: string } | null, request: UploadRequest) {
    let owner = auth?.userId;
    if (!owner && request.purpose === 'foto_profil' && activationTicket) {
      const user = await usersRepo.getById(activationTicket.userId);
      if (user?.is_active && !user.is_data_complete) owner = user.id;
    }
    if (!owner) throw new Unauthenticated();
    checkDeclaredUpload(request.purpose, request.content_type, request.size);
    return presignUpload(owner, request.purpose, request.content_type);
  },
};
