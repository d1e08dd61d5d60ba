import { useEffect } from 'react';
import { useStaffTranslation } from '../staff-translations';

/** A staff screen's title in the tab: "<screen> · Cipta Visa staff". */
export function useStaffTitle(title: string): void {
  const { i18n } = useStaffTranslation();
  useEffect(() => {
    document.title = `${title} · Cipta Visa`;
  }, [title, i18n.language]);
}
