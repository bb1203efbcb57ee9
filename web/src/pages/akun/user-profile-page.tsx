/**
 * /user/profile: the account settings (the Akun section, spec 000 'Student profile'). A student
 * sees it only when active (the route list wraps it in the activation gate, else the warning
 * page); name and e-mail are fixed for students.
 * The ppk role, which has no dashboard of its own, uses this page for its account and may
 * change its own name and e-mail. The student's other profile sections join this page later.
 */
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useSession } from '@web/app/session';
import { AkunSection } from '@web/components/akun/akun-section';

export default function UserProfilePage() {
  const { claims } = useSession();
  const student = claims?.role.toLowerCase() === 'mahasiswa';
  return (
    <SpaceBetween size="l">
      <AkunSection canEditIdentity={!student} />
    </SpaceBetween>
  );
}
