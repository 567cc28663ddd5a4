// The design-system surface: every component and icon the apps were promised, and the themed provider.
import { render, screen } from '@testing-library/react';
import * as ui from '@shop/shared/ui';

const COMPONENTS = `AppBar Toolbar Box Stack Container Grid Typography Button IconButton Link Badge Menu MenuItem ListItemIcon
  ListItemText List ListItem ListItemButton Divider Dialog DialogTitle DialogContent DialogContentText DialogActions TextField
  InputAdornment InputBase Select FormControl InputLabel FormHelperText Checkbox FormControlLabel Radio RadioGroup Switch Tooltip
  CircularProgress LinearProgress Skeleton Alert AlertTitle Card CardActionArea CardContent CardMedia Chip Paper Fab Drawer Avatar
  Breadcrumbs Rating Tabs Tab Accordion AccordionSummary AccordionDetails ToggleButton ToggleButtonGroup ButtonBase Collapse Fade
  Zoom Slide ClickAwayListener Popper Portal useMediaQuery useTheme styled alpha GlobalStyles SvgIcon visuallyHidden
  ShopThemeProvider Price ProductImage QuantityStepper DialogShell ComingSoon RemoteErrorNotice theme`.split(/\s+/);

const ICONS = `ShoppingCart ShoppingBag Search LocationOn Person AccountCircle Menu Close KeyboardArrowUp KeyboardArrowDown Phone
  LocalShipping Store Language Refresh Add Remove Delete ExpandMore ArrowBack ArrowForward ChevronLeft ChevronRight Home Logout
  CreditCard SupportAgent MenuBook ScreenRotation Download GetApp WifiOff Build Construction Star StarBorder ThumbUp ThumbDown
  CheckCircle ErrorOutline InfoOutlined Receipt Schedule Settings LocalOffer Storefront QrCode2 PhoneIphone Apple Android Shop
  PlayArrow`.split(/\s+/).map((n) => `${n}Icon`);

it('exports every promised component, helper and icon', () => {
  const exported = ui as unknown as Record<string, unknown>;
  const missing = [...COMPONENTS, ...ICONS].filter((name) => exported[name] === undefined);
  expect(missing).toEqual([]);
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
