/** /admin/profile (Profil Admin, spec 001): username, Nama, E-Mail, masked password; pencil to edit. */
import { AkunSection } from './akun-section';

export default function AdminProfilePage() {
  return <AkunSection canEditIdentity />;
}
