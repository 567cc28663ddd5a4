// The shop's mark for the claims book's own frame (the host's header, which draws it too, is hidden on this page).
export function ShopMark() {
  return (
    <svg width="36" height="36" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#B3261E" />
      <path d="M16 24h32l-3 24a4 4 0 0 1-4 3.5H23a4 4 0 0 1-4-3.5z" fill="#FFFFFF" />
      <path d="M24 24v-4a8 8 0 0 1 16 0v4" fill="none" stroke="#FFFFFF" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
