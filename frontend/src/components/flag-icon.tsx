import type { Language } from '@cipta/domain/constants';

/** Small flags drawn for this project (emoji flags do not render on every system). */
export function FlagIcon({ language, size = 20 }: { language: Language; size?: number }) {
  const height = Math.round((size * 2) / 3);
  if (language === 'id') {
    return (
      <svg width={size} height={height} viewBox="0 0 3 2" aria-hidden="true" focusable="false">
        <rect width="3" height="1" fill="#ce1126" />
        <rect y="1" width="3" height="1" fill="#fff" />
        <rect width="3" height="2" fill="none" stroke="#ccc" strokeWidth="0.05" />
      </svg>
    );
  }
  return (
    <svg width={size} height={height} viewBox="0 0 60 40" aria-hidden="true" focusable="false">
      <rect width="60" height="40" fill="#012169" />
      <path d="M0 0L60 40M60 0L0 40" stroke="#fff" strokeWidth="8" />
      <path d="M0 0L60 40M60 0L0 40" stroke="#c8102e" strokeWidth="3" />
      <path d="M30 0v40M0 20h60" stroke="#fff" strokeWidth="12" />
      <path d="M30 0v40M0 20h60" stroke="#c8102e" strokeWidth="7" />
    </svg>
  );
}
