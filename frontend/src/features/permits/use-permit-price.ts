import { useTranslation } from 'react-i18next';
import { formatPermitPrice } from '../../content/permit-products';
import { currentLanguage } from '../../i18n/i18n';

/** Prints a permit price in the active language, with the one currency label (content/permit-products.ts). */
export function usePermitPrice(): (price: number) => string {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n.resolvedLanguage);
  return (price) => formatPermitPrice(price, language);
}
