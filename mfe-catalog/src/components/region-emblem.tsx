/** A self-made globe emblem standing in for a flag on multi-region destinations. */
export function RegionEmblem({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 40 30" aria-hidden="true">
      <rect width="40" height="30" rx="3" fill="#0f5e63" />
      <circle cx="20" cy="15" r="10" fill="none" stroke="#e6f4f3" strokeWidth="1.6" />
      <ellipse cx="20" cy="15" rx="4.5" ry="10" fill="none" stroke="#e6f4f3" strokeWidth="1.3" />
      <path d="M10 15h20M12 9.5h16M12 20.5h16" stroke="#e6f4f3" strokeWidth="1.2" />
      <circle cx="31" cy="7" r="2.4" fill="#f59e0b" />
    </svg>
  );
}
