/** Before the shell's texts arrive: the bar's shape only, so nothing jumps when it fills in. */
export function ShellPlaceholder() {
  return (
    <div aria-busy="true">
      <div className="topbar" />
      <main className="app-main" />
    </div>
  );
}
