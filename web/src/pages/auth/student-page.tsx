/**
 * Wraps a page of the student area in the activation gate (the student area is shown only when the
 * e-mail is verified and the data complete, else the warning page). Use it in a domain's routes.ts
 * for every /user page: `page: studentPage(() => import('./x-page'))`. The gate (the auth domain's
 * warning page) loads with the page, not with the shell.
 */
import type { PageModule } from '@web/app/route-types';

export function studentPage(load: () => Promise<PageModule>): () => Promise<PageModule> {
  return async () => {
    const [{ default: Page }, { StudentGate }] = await Promise.all([load(), import('./student-gate')]);
    return {
      default: function GatedStudentPage() {
        return (
          <StudentGate>
            <Page />
          </StudentGate>
        );
      },
    };
  };
}
