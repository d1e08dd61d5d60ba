import { applicationSearchText, foldForSearch } from '@cipta/domain/search-text';

/**
 * issue 27: the columns the staff queue finds and sorts an application by, written with every
 * change of the fields they come from (submission, a correction, an erasure).
 */
export function applicationSearchColumns(application: {
  id: string;
  fullName: string;
  email: string;
  phone: string;
  details: Record<string, unknown>;
}): { search_text: string; sort_name: string } {
  const passport = application.details.passport;
  return {
    search_text: applicationSearchText({
      ...application,
      passport: typeof passport === 'string' ? passport : undefined,
    }),
    sort_name: foldForSearch(application.fullName),
  };
}
