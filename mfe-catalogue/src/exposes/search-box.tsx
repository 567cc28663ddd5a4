// Federated './SearchBox': the header's product search (no props).
import '../i18n/register';
import { SearchBox } from '../features/search/components/search-box';

export default SearchBox;
