// The claims book's query keys: the sheet's form data, the customer's claims, one claim.
export const claimKeys = {
  all: ['claims'] as const,
  formData: () => [...claimKeys.all, 'form-data'] as const,
  list: () => [...claimKeys.all, 'list'] as const,
  detail: (claimId: string) => [...claimKeys.all, 'detail', claimId] as const,
};
