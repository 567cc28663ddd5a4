// The app-download QR code as inline SVG; loaded only when the profile menu opens (the encoder is ~15 KB).
import { useMemo } from 'react';
import qrcode from 'qrcode-generator';
import { Box } from '@shop/shared/ui';

export interface AppQrCodeProps {
  url: string;
  /** Accessible name of the image. */
  label: string;
  size?: number;
}

/** One SVG path of all dark modules: far lighter for the DOM than a rect per module. */
export function qrPath(text: string): { path: string; modules: number } {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const modules = qr.getModuleCount();
  let path = '';
  for (let row = 0; row < modules; row++) {
    for (let col = 0; col < modules; col++) {
      if (qr.isDark(row, col)) path += `M${col} ${row}h1v1h-1z`;
    }
  }
  return { path, modules };
}

export default function AppQrCode({ url, label, size = 112 }: AppQrCodeProps) {
  const { path, modules } = useMemo(() => qrPath(url), [url]);
  const quiet = 2;
  return (
    <Box
      component="svg"
      role="img"
      aria-label={label}
      viewBox={`${-quiet} ${-quiet} ${modules + quiet * 2} ${modules + quiet * 2}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      sx={{ display: 'block', bgcolor: '#fff' }}
    >
      <path d={path} fill="#000" />
    </Box>
  );
}
