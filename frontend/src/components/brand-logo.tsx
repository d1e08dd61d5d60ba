import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './brand-logo.module.css';

/** product §2: a logo image that fails to load is replaced by the company name as text. */
export function BrandLogo() {
  // The name from the shell's texts, not domain/src/company.ts: that module's every detail would
  // travel with each page's first load for this one word.
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  // In a prerendered page the image may have failed before React was there to hear it.
  useEffect(() => {
    if (image.current?.complete && image.current.naturalWidth === 0) setFailed(true);
  }, []);
  if (failed) {
    return (
      <span className={classes.text} data-testid="brand-logo-text">
        {t('brand.name')}
      </span>
    );
  }
  return (
    <img
      ref={image}
      className={classes.image}
      src="/brand/logo.svg"
      width={180}
      height={40}
      alt={t('brand.name')}
      onError={() => setFailed(true)}
      data-testid="brand-logo-image"
    />
  );
}
