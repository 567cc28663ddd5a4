// @shop/shared/ui-forms: form controls and the page furniture below the first screen (tabs, accordions, breadcrumbs, ratings).
// Kept out of @shop/shared/ui because the home page shows no form beyond the header's search box (an InputBase, which
// stays in ui); the pages and dialogs that need these load them with their own lazy chunk.

export { OtpBoxes, emptyDigits, type OtpBoxesProps } from './otp-boxes';

export { default as TextField } from '@mui/material/TextField';
export type { TextFieldProps } from '@mui/material/TextField';
export { default as InputAdornment } from '@mui/material/InputAdornment';
export { default as Select } from '@mui/material/Select';
export type { SelectProps, SelectChangeEvent } from '@mui/material/Select';
export { default as FormControl } from '@mui/material/FormControl';
export { default as InputLabel } from '@mui/material/InputLabel';
export { default as FormHelperText } from '@mui/material/FormHelperText';
export { default as Checkbox } from '@mui/material/Checkbox';
export { default as FormControlLabel } from '@mui/material/FormControlLabel';
export { default as Radio } from '@mui/material/Radio';
export { default as RadioGroup } from '@mui/material/RadioGroup';
export { default as Switch } from '@mui/material/Switch';
export { default as ToggleButton } from '@mui/material/ToggleButton';
export { default as ToggleButtonGroup } from '@mui/material/ToggleButtonGroup';
export { default as Rating } from '@mui/material/Rating';
export { default as Tabs } from '@mui/material/Tabs';
export { default as Tab } from '@mui/material/Tab';
export { default as Accordion } from '@mui/material/Accordion';
export { default as AccordionSummary } from '@mui/material/AccordionSummary';
export { default as AccordionDetails } from '@mui/material/AccordionDetails';
export { default as Breadcrumbs } from '@mui/material/Breadcrumbs';
export { default as LinearProgress } from '@mui/material/LinearProgress';
export { default as Fab } from '@mui/material/Fab';
