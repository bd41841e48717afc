"""The first screen of the pages whose live screen opens with the shared page heading and whose
content only the scripts can draw (a quota read from the network, a payment's state, an eSIM's QR
code, the camera): the top bar and the heading band in the page's words and classes, then a
loading block where the content will be (modules/web/first_screen.py draws them). The visitor
knows at once where they landed, instead of a blank page while the scripts arrive. A screen only a
signed-in shopper sees shows the sign-in form to a visitor without a session (sign_in_screens)."""

from dataclasses import dataclass

from modules.web.heads import ESIM_CARD_PATH


@dataclass(frozen=True)
class HeadingScreen:
    """Where a page's heading text is and how the page wraps it, as its exposed module renders
    `PageHeading`."""

    remote: str
    namespace: str
    title: str
    # The classes of the element around the heading; None when the heading is at the top.
    page_class: str | None
    # The remote's stylesheets the page links, by their built names.
    sheets: tuple[str, ...] = ()


HEADING_SCREENS = {
    # mfe-account's QuotaPage, mfe-checkout's PaymentThankYouPage and PaymentResponsePage,
    # mfe-scanner's ScannerPage.
    "/cek-kuota": HeadingScreen(
        "account", "account", "quota.title", "k-container quota-page", ("quota",)
    ),
    "/payment/thankyou": HeadingScreen(
        "checkout", "checkout", "thankYou.title", "k-container payment-page", ("payment-result",)
    ),
    "/payment/response": HeadingScreen(
        "checkout",
        "checkout",
        "paymentResponse.title",
        "k-container payment-page",
        ("checkout", "payment-result"),
    ),
    "/scanner": HeadingScreen("scanner", "scanner", "page.title", None),
}
# mfe-account's EsimCardPage, at /esim/:orderId (the link in the eSIM e-mail).
ESIM_CARD = HeadingScreen("account", "account", "esimCard.title", "esim-card-page", ("esim-card",))


def heading_screen(path: str) -> HeadingScreen | None:
    """The heading screen of `path`; None for a page drawn otherwise or not at all."""
    if (screen := HEADING_SCREENS.get(path.rstrip("/") or "/")) is not None:
        return screen
    return ESIM_CARD if ESIM_CARD_PATH.match(path) else None
