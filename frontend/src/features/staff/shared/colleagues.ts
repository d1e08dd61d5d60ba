import type { components } from '@cipta/domain/contract';
import { useEffect, useState } from 'react';
import { staffApi } from '../staff-api';

export type Colleague = components['schemas']['StaffColleagues']['items'][number];

let asked: Promise<Colleague[]> | undefined;

/** issue 27: the active staff accounts, whom work can be assigned to (asked once per page load). */
export function useColleagues(): Colleague[] | undefined {
  const [colleagues, setColleagues] = useState<Colleague[]>();
  useEffect(() => {
    let live = true;
    asked ??= staffApi.GET('/api/staff/colleagues').then(({ data }) => data?.items ?? []);
    void asked.then((items) => live && setColleagues(items)).catch(() => (asked = undefined));
    return () => {
      live = false;
    };
  }, []);
  return colleagues;
}
