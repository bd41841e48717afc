// Hands a result back to the page that opened this popup (our own origin only), then closes.
// The message is a JSON data block in the page: no inline script runs (the CSP forbids it).
const block = document.getElementById("hand-back");
if (block) {
  const message = JSON.parse(block.textContent);
  if (window.opener) {
    window.opener.postMessage(message, window.location.origin);
    window.close();
  } else {
    document.body.append(JSON.stringify(message));
  }
}
