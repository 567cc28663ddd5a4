// What the banners remote needs of the catalogue's records: it hands them to the catalogue's own tiles (federated), so
// only the identity is read here; the rest travels untouched.

export interface ProductRecord {
  productId: number;
  name: string;
  [field: string]: unknown;
}

export interface ComboRecord {
  comboOfferId: number;
  comboName: string;
  [field: string]: unknown;
}
