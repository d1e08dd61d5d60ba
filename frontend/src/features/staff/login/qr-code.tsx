import { toString as qrToSvg } from 'qrcode';
import { useEffect, useState } from 'react';

/**
 * The otpauth:// URI as a QR code, drawn in the browser (the secret never goes to a third
 * party). An SVG as a data: URL, which the web app's Content-Security-Policy allows for images.
 */
export function QrCode({ value, label, size = 200 }: { value: string; label: string; size?: number }) {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let live = true;
    void qrToSvg(value, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }).then((svg) => {
      if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      live = false;
    };
  }, [value]);
  if (!src) return <div style={{ width: size, height: size }} aria-hidden />;
  return <img src={src} alt={label} width={size} height={size} data-testid="staff-enrol-qr" />;
}
