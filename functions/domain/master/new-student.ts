/** What a student account made now starts with from the university record (read by every way an account is made). */
import { masterRepo } from './repo';

/** Whether a student account made now starts public: the university's default (public until set). */
export async function newStudentPublic(): Promise<boolean> {
  return (await masterRepo.getUniversitas())?.profil_publik_bawaan !== false;
}
