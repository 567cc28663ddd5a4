// @shop/shared/ui-icons: the shop's icons that the first screen does not show (each named <Name>Icon); the first screen's
// icons are in @shop/shared/ui. Import from a lazily loaded component, like ui-overlays and ui-forms.

export { default as ShoppingBagIcon } from '@mui/icons-material/ShoppingBag';
export { default as MenuIcon } from '@mui/icons-material/Menu';
export { default as KeyboardArrowDownIcon } from '@mui/icons-material/KeyboardArrowDown';
export { default as PhoneIcon } from '@mui/icons-material/Phone';
export { default as StoreIcon } from '@mui/icons-material/Store';
export { default as RefreshIcon } from '@mui/icons-material/Refresh';
export { default as DeleteIcon } from '@mui/icons-material/Delete';
export { default as ExpandMoreIcon } from '@mui/icons-material/ExpandMore';
export { default as ArrowBackIcon } from '@mui/icons-material/ArrowBack';
export { default as ArrowForwardIcon } from '@mui/icons-material/ArrowForward';
export { default as HomeIcon } from '@mui/icons-material/Home';
export { default as LogoutIcon } from '@mui/icons-material/Logout';
export { default as CreditCardIcon } from '@mui/icons-material/CreditCard';
export { default as MenuBookIcon } from '@mui/icons-material/MenuBook';
export { default as DownloadIcon } from '@mui/icons-material/Download';
export { default as GetAppIcon } from '@mui/icons-material/GetApp';
export { default as WifiOffIcon } from '@mui/icons-material/WifiOff';
export { default as BuildIcon } from '@mui/icons-material/Build';
export { default as ConstructionIcon } from '@mui/icons-material/Construction';
export { default as StarIcon } from '@mui/icons-material/Star';
export { default as StarBorderIcon } from '@mui/icons-material/StarBorder';
export { default as ThumbUpIcon } from '@mui/icons-material/ThumbUp';
export { default as ThumbDownIcon } from '@mui/icons-material/ThumbDown';
export { default as CheckCircleIcon } from '@mui/icons-material/CheckCircle';
export { default as ErrorOutlineIcon } from '@mui/icons-material/ErrorOutlineOutlined';
export { default as InfoOutlinedIcon } from '@mui/icons-material/InfoOutlined';
export { default as ReceiptIcon } from '@mui/icons-material/Receipt';
export { default as ScheduleIcon } from '@mui/icons-material/Schedule';
export { default as SettingsIcon } from '@mui/icons-material/Settings';
export { default as LocalOfferIcon } from '@mui/icons-material/LocalOffer';
export { default as QrCode2Icon } from '@mui/icons-material/QrCode2';
export { default as ShopIcon } from '@mui/icons-material/Shop';
export { default as PlayArrowIcon } from '@mui/icons-material/PlayArrow';
