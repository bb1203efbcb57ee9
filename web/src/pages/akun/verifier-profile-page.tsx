/** /verifikator/profile: the verifier edits its own name, e-mail and password (spec 000 section 6). */
import { AkunSection } from '@web/components/akun/akun-section';

export default function VerifierProfilePage() {
  return <AkunSection canEditIdentity />;
}
