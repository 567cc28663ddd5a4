// Federated './HomeSections': the catalogue's sections of the home page (no props).
import '../i18n/register';
import { HomeSections } from '../features/home/components/home-sections';

export default HomeSections;
