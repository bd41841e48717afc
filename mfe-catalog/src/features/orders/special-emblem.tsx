/** The special package's emblem: a crescent and star on a deep green tile, standing in for a flag. */
export function SpecialEmblem({ className = 'destination-flag' }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 40 30" aria-hidden="true">
      <rect width="40" height="30" rx="3" fill="#0b5a3c" />
      <path d="M21 6.5a8.5 8.5 0 1 0 6.8 13.6 7 7 0 1 1-6.8-13.6z" fill="#f5c451" />
      <path d="M28.5 9.5l.9 2 2.1.2-1.6 1.4.5 2.1-1.9-1.1-1.9 1.1.5-2.1-1.6-1.4 2.1-.2z" fill="#f5c451" />
    </svg>
  );
}
