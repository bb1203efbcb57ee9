/**
 * /user/profile (the Student profile screen): a student sees the tabs Profile, Kontak, Akun and
 * Migrasi; the ppk role, which has no dashboard of its own, sees only its Akun section (and may
 * change its own name and e-mail).
 */
import { useSession } from '@web/app/session';
import { AkunSection } from '@web/components/akun/akun-section';
import { ProfileTabs } from './profil-tabs';

export default function ProfilePage() {
  const { claims } = useSession();
  return claims?.role.toLowerCase() === 'mahasiswa' ? <ProfileTabs /> : <AkunSection canEditIdentity />;
}
