import { useState } from 'react';
import { company } from '../content/company';
import classes from './brand-logo.module.css';

/** spec §2: a logo image that fails to load is replaced by the company name as text. */
export function BrandLogo() {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <span className={classes.text} data-testid="brand-logo-text">
        {company.brandName}
      </span>
    );
  }
  return (
    <img
      className={classes.image}
      src="/brand/logo.svg"
      width={180}
      height={40}
      alt={company.brandName}
      onError={() => setFailed(true)}
      data-testid="brand-logo-image"
    />
  );
}
