// A server page's Print button (the pages allow no inline script).
for (const button of document.querySelectorAll("[data-print]")) {
  button.addEventListener("click", () => window.print());
}
