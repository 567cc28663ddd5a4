// A spanner over a shop front: the maintenance page's picture, inline so it shows even when assets are down.
export function MaintenanceIllustration({ title }: { title: string }) {
  return (
    <svg width="220" height="160" viewBox="0 0 220 160" role="img" aria-label={title}>
      <rect x="30" y="50" width="160" height="100" rx="8" fill="#FFF1E0" stroke="#8C1D18" strokeWidth="4" />
      <path d="M22 52 40 18h140l18 34z" fill="#B3261E" />
      <path d="M40 52v6a12 12 0 0 0 24 0v-6m0 0v6a12 12 0 0 0 24 0v-6m0 0v6a12 12 0 0 0 24 0v-6m0 0v6a12 12 0 0 0 24 0v-6m0 0v6a12 12 0 0 0 24 0v-6m0 0v6a12 12 0 0 0 24 0v-6" fill="#F2A900" stroke="#8C1D18" strokeWidth="3" />
      <rect x="90" y="96" width="40" height="54" fill="#FFFFFF" stroke="#8C1D18" strokeWidth="4" />
      <g transform="rotate(-35 150 105)">
        <rect x="144" y="80" width="12" height="56" rx="5" fill="#5C4A3F" />
        <path d="M138 70a14 14 0 1 0 24 0l-6 10h-12z" fill="#5C4A3F" />
      </g>
    </svg>
  );
}
