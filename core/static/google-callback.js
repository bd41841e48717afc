// Google returns the ID token in the URL fragment (only the browser sees it): hand it to the
// store's page that opened the popup, as the local stand-in does.
const messageType = document.getElementById("google-callback").dataset.messageType;
const fragment = new URLSearchParams(window.location.hash.slice(1));
const idToken = fragment.get("id_token");
const error = fragment.get("error");
const message = { type: messageType };
if (idToken) message.idToken = idToken;
else message.error = error === "access_denied" ? "popup_closed_by_user" : error || "failed";
if (window.opener) {
  window.opener.postMessage(message, window.location.origin);
  window.close();
}
