/** /verifikator/profile: the verifier edits its own name, e-mail and password. */
import { AkunSection } from '@web/components/akun/akun-section';

export default function VerifierProfilePage() {
  return <AkunSection canEditIdentity />;
}
