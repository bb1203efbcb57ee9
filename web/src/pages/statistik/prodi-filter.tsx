/**
 * The program choice of a dashboard card (the super admin's selectors): the super admin picks every
 * program ('') or one; an admin jurusan sees none (the server answers their own program whatever is
 * passed).
 */
import { prodiSelectOf } from '@shared/messages';
import { useIsSuperAdmin } from '@web/app/roles';
import { ProdiSelect } from '@web/components/program-picker/prodi-select';
import { type ReactNode, useState } from 'react';

export interface ProdiFilter {
  /** The query parameter: undefined for every program (and always for an admin jurusan). */
  idProdi: number | undefined;
  /** The select, or null for an admin jurusan. */
  select: ReactNode;
}

/** One card's program choice: `const prodi = useProdiFilter(cardTitle)`. */
export function useProdiFilter(cardTitle: string): ProdiFilter {
  const superAdmin = useIsSuperAdmin();
  const [value, setValue] = useState('');
  if (!superAdmin) return { idProdi: undefined, select: null };
  return {
    idProdi: value === '' ? undefined : Number(value),
    select: (
      <div className="dashboard-prodi-select">
        <ProdiSelect value={value} onChange={setValue} ariaLabel={prodiSelectOf(cardTitle)} />
      </div>
    ),
  };
}
