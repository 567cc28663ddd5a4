// The theme's colours meet WCAG AA contrast and every focusable thing gets the visible ring.
import { getContrastRatio } from '@mui/material/styles';
import { FOCUS_RING, theme } from './theme';

it('keeps text and buttons at AA contrast (4.5:1)', () => {
  const p = theme.palette;
  const pairs: [string, string][] = [
    [p.primary.main, p.primary.contrastText],
    [p.primary.dark, p.primary.contrastText],
    [p.secondary.main, p.secondary.contrastText],
    [p.error.main, p.error.contrastText],
    [p.success.main, p.success.contrastText],
    [p.warning.main, p.warning.contrastText],
    [p.info.main, p.info.contrastText],
    [p.text.primary, p.background.default],
    [p.text.secondary, p.background.default],
    [p.text.secondary, p.background.paper],
    [p.primary.main, p.background.default],
  ];
  for (const [fg, bg] of pairs) expect({ fg, bg, ratio: getContrastRatio(fg, bg) >= 4.5 }).toEqual({ fg, bg, ratio: true });
  // WCAG 2.2 asks 3:1 for a focus indicator against what surrounds it.
  for (const bg of [p.background.default, p.background.paper, p.secondary.main]) expect(getContrastRatio(FOCUS_RING, bg)).toBeGreaterThanOrEqual(3);
});

it('draws the focus ring on ButtonBase and on links and custom widgets', () => {
  const root = theme.components?.MuiButtonBase?.styleOverrides?.root as Record<string, unknown>;
  expect(root['&.Mui-focusVisible']).toEqual({ outline: `3px solid ${FOCUS_RING}`, outlineOffset: 2 });
  const baseline = JSON.stringify(theme.components?.MuiCssBaseline?.styleOverrides);
  expect(baseline).toContain('a:focus-visible');
  expect(baseline).toContain(FOCUS_RING);
});
