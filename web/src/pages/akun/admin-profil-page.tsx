/** /admin/profile (Profil Admin): username, Nama, E-Mail, masked password; pencil to edit. */
import { AkunSection } from '@web/components/akun/akun-section';

export default function AdminProfilePage() {
  return <AkunSection canEditIdentity />;
}
