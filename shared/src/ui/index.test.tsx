// The design-system surface: every component and icon the apps were promised, each in the entry it belongs to, and the themed provider.
import { render, screen } from '@testing-library/react';
import * as ui from '@shop/shared/ui';
import * as forms from '@shop/shared/ui-forms';
import * as icons from '@shop/shared/ui-icons';
import * as overlays from '@shop/shared/ui-overlays';
import * as product from '@shop/shared/ui-product';

const names = (list: string) => list.trim().split(/\s+/);
const iconNames = (list: string) => names(list).map((n) => `${n}Icon`);

/** What each entry must export. The first-screen entry holds only what the header, footer and home render. */
const PROMISED: Record<string, { entry: Record<string, unknown>; names: string[] }> = {
  ui: {
    entry: ui,
    names: [
      ...names(`AppBar Toolbar Box Stack Container Grid Typography Button IconButton Link Badge List ListItem Divider InputBase
        CircularProgress Skeleton Alert AlertTitle Chip Paper Avatar ButtonBase
        useMediaQuery useTheme styled alpha GlobalStyles SvgIcon CssBaseline visuallyHidden
        ShopThemeProvider RemoteErrorNotice theme FOCUS_RING`),
      ...iconNames(`ShoppingCart Search LocationOn Person AccountCircle Close Language LocalShipping Storefront SupportAgent
        KeyboardArrowUp ChevronLeft ChevronRight PhoneIphone Apple Android ScreenRotation`),
    ],
  },
  'ui-overlays': {
    entry: overlays,
    names: names(`DialogShell Dialog DialogTitle DialogContent DialogContentText DialogActions Menu MenuItem ListItemIcon
      ListItemText ListItemButton Popover Popper Drawer Tooltip Snackbar ClickAwayListener Portal Collapse Fade Zoom Slide`),
  },
  'ui-forms': {
    entry: forms,
    names: names(`TextField InputAdornment Select FormControl InputLabel FormHelperText Checkbox FormControlLabel Radio
      RadioGroup Switch ToggleButton ToggleButtonGroup Rating Tabs Tab Accordion AccordionSummary AccordionDetails Breadcrumbs
      LinearProgress Fab OtpBoxes emptyDigits`),
  },
  'ui-product': {
    entry: product,
    names: names('Price ProductImage QuantityStepper Card CardActionArea CardContent CardMedia'),
  },
  'ui-icons': {
    entry: icons,
    names: iconNames(`ShoppingBag Menu KeyboardArrowDown Phone Store Refresh Delete ExpandMore ArrowBack ArrowForward Home
      Logout CreditCard MenuBook Download GetApp WifiOff Build Construction Star StarBorder ThumbUp ThumbDown CheckCircle
      ErrorOutline InfoOutlined Receipt Schedule Settings LocalOffer QrCode2 Shop PlayArrow Add Remove ImageNotSupported`),
  },
};

/** Everything the single ui entry promised before it was split: none of it may be lost. */
const COMPONENTS = `AppBar Toolbar Box Stack Container Grid Typography Button IconButton Link Badge Menu MenuItem ListItemIcon
  ListItemText List ListItem ListItemButton Divider Dialog DialogTitle DialogContent DialogContentText DialogActions TextField
  InputAdornment InputBase Select FormControl InputLabel FormHelperText Checkbox FormControlLabel Radio RadioGroup Switch Tooltip
  CircularProgress LinearProgress Skeleton Alert AlertTitle Card CardActionArea CardContent CardMedia Chip Paper Fab Drawer Avatar
  Breadcrumbs Rating Tabs Tab Accordion AccordionSummary AccordionDetails ToggleButton ToggleButtonGroup ButtonBase Collapse Fade
  Zoom Slide ClickAwayListener Popper Portal useMediaQuery useTheme styled alpha GlobalStyles SvgIcon visuallyHidden
  ShopThemeProvider Price ProductImage QuantityStepper DialogShell RemoteErrorNotice theme`.split(/\s+/);

const ICONS = `ShoppingCart ShoppingBag Search LocationOn Person AccountCircle Menu Close KeyboardArrowUp KeyboardArrowDown Phone
  LocalShipping Store Language Refresh Add Remove Delete ExpandMore ArrowBack ArrowForward ChevronLeft ChevronRight Home Logout
  CreditCard SupportAgent MenuBook ScreenRotation Download GetApp WifiOff Build Construction Star StarBorder ThumbUp ThumbDown
  CheckCircle ErrorOutline InfoOutlined Receipt Schedule Settings LocalOffer Storefront QrCode2 PhoneIphone Apple Android Shop
  PlayArrow`.split(/\s+/).map((n) => `${n}Icon`);

it.each(Object.entries(PROMISED))('@shop/shared/%s exports what it promises', (_name, { entry, names: promised }) => {
  const missing = promised.filter((name) => entry[name] === undefined);
  expect(missing).toEqual([]);
});

it('each name lives in exactly one entry, so an app never downloads a piece twice', () => {
  const seen = new Map<string, string[]>();
  for (const [name, { entry }] of Object.entries(PROMISED)) {
    for (const key of Object.keys(entry)) seen.set(key, [...(seen.get(key) ?? []), name]);
  }
  expect([...seen].filter(([, entries]) => entries.length > 1)).toEqual([]);
});

it('the first-screen entry exports nothing beyond its list (each export is downloaded on every first load)', () => {
  expect(Object.keys(ui).sort()).toEqual([...PROMISED.ui!.names].sort());
});

it('every component and icon the single ui entry promised is still exported by one of the entries', () => {
  const all = { ...ui, ...overlays, ...forms, ...product, ...icons } as Record<string, unknown>;
  expect([...COMPONENTS, ...ICONS].filter((name) => all[name] === undefined)).toEqual([]);
});

it('ShopThemeProvider gives children the shop theme (md starts after 767 px)', () => {
  function Probe() {
    const t = ui.useTheme();
    return <p>{`${t.palette.primary.main} ${t.breakpoints.values.md}`}</p>;
  }
  render(
    <ui.ShopThemeProvider>
      <Probe />
    </ui.ShopThemeProvider>,
  );
  expect(screen.getByText('#B3261E 768')).toBeInTheDocument();
});
