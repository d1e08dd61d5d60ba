import classes from './sample-visa.module.css';
import { useVisaTranslation } from './visa-translations';

/**
 * product §2: a sample visa image marked SAMPLE: a drawn visa sticker with a big diagonal mark,
 * so nobody takes it for a real visa.
 */
export function SampleVisa() {
  const { t } = useVisaTranslation();
  return (
    <svg
      viewBox="0 0 320 200"
      role="img"
      aria-label={t('details.sampleLabel')}
      data-testid="sample-visa"
      className={classes.visa}
    >
      <defs>
        <linearGradient id="sample-visa-paper" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#eef4ff" />
          <stop offset="1" stopColor="#fdeff0" />
        </linearGradient>
      </defs>
      <rect
        x="1"
        y="1"
        width="318"
        height="198"
        rx="12"
        fill="url(#sample-visa-paper)"
        stroke="#9db9e8"
        strokeWidth="2"
      />
      <rect x="1" y="1" width="318" height="34" rx="12" fill="#0b3d91" />
      <text x="16" y="24" fill="#fff" fontSize="14" fontWeight="700" fontFamily="system-ui, sans-serif">
        {t('details.sampleCountry')}
      </text>
      <text
        x="304"
        y="24"
        fill="#fff"
        fontSize="14"
        fontWeight="700"
        textAnchor="end"
        fontFamily="system-ui, sans-serif"
      >
        {t('details.sampleHeading')}
      </text>
      <rect x="16" y="50" width="72" height="92" rx="6" fill="#cddcf4" />
      <circle cx="52" cy="84" r="18" fill="#9db9e8" />
      <rect x="30" y="108" width="44" height="26" rx="12" fill="#9db9e8" />
      {[56, 76, 96, 116, 136].map((y) => (
        <rect key={y} x="104" y={y} width={y % 40 === 16 ? 150 : 190} height="8" rx="4" fill="#cddcf4" />
      ))}
      <text x="16" y="172" fontSize="11" fill="#6a94dc" fontFamily="ui-monospace, monospace" letterSpacing="1">
        {'V<IDN<<SAMPLE<<<<<<<<<<<<<<<<<<<<<<<<<'}
      </text>
      <text x="16" y="188" fontSize="11" fill="#6a94dc" fontFamily="ui-monospace, monospace" letterSpacing="1">
        {'0000000000IDN0000000<<<<<<<<<<<<<<<<<'}
      </text>
      <text
        x="160"
        y="118"
        transform="rotate(-24 160 110)"
        textAnchor="middle"
        fontSize="64"
        fontWeight="900"
        fill="#c92a2a"
        fillOpacity="0.75"
        stroke="#fff"
        strokeWidth="2"
        fontFamily="system-ui, sans-serif"
        letterSpacing="6"
      >
        {t('details.sample')}
      </text>
    </svg>
  );
}
