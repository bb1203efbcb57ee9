/**
 * A verifier's assignment to a sub-rubric: `USER#<verifier>` / `ASSIGN#<id_anak>`, GSI1
 * `ANAK#<a>#VERIFIER` / `USER#<verifier>`. Writer: functions/domain/verifikator/repo.ts (a
 * sub-rubric's delete deletes its assignments: rubrik/repo.ts).
 */
import { type Key, pad } from './key';

export const verifikatorKeys = {
  assignment: (verifierId: string, idAnak: number): Key => ({ PK: `USER#${verifierId}`, SK: `ASSIGN#${pad(idAnak)}` }),
  assignmentPrefix: () => 'ASSIGN#',
  /** GSI1: the verifiers of a sub-rubric. */
  verifiersByAnak: (idAnak: number) => `ANAK#${idAnak}#VERIFIER`,
  /** GSI1 sort key of an assignment: the verifier's user id. */
  verifierSort: (verifierId: string) => `USER#${verifierId}`,
} as const;

export interface AssignmentItem {
  verifier_id: string;
  id_anak_rubrik: number;
  /** The sub-rubric's prodi, so a verifier's programs show without reading every sub-rubric. */
  id_prodi: number;
  version: number;
  created_at: string;
}
