"""The first screen of the pages whose live screen opens with the shared page heading and whose
content only the scripts can draw (a quota read from the network, a payment's state, an eSIM's QR
code, the camera, the e-mail code's boxes, what an e-mail's link does): the top bar and the heading
band in the page's words and classes, then a loading block where the content will be (an account
page's card holds it, under the card's intro). modules/web/first_screen.py draws them. The visitor
knows at once where they landed, instead of a blank page while the scripts arrive. A screen only a
signed-in shopper sees shows the sign-in form to a visitor without a session (sign_in_screens)."""

from dataclasses import dataclass

from modules.web.heads import ESIM_CARD_PATH


@dataclass(frozen=True)
class HeadingScreen:
    """Where a page's heading text is and how the page wraps it, as its exposed module renders
    `PageHeading` (or mfe-account's AccountCard, `card`)."""

    remote: str
    namespace: str
    title: str
    # The classes of the element around the heading; None when the heading is at the top.
    page_class: str | None
    # The remote's stylesheets the page links, by their built names.
    sheets: tuple[str, ...] = ()
    # An account page's card under the heading, with its intro's text key.
    card: bool = False
    intro: str | None = None


HEADING_SCREENS = {
    # mfe-account's QuotaPage, mfe-checkout's PaymentThankYouPage and PaymentResponsePage,
    # mfe-scanner's ScannerPage, mfe-account's VerifyAccountPage.
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
    "/verify-account": HeadingScreen(
        "account",
        "account",
        "verifyAccount.title",
        None,
        ("account",),
        card=True,
        intro="verifyAccount.intro",
    ),
}
# mfe-account's EsimCardPage, at /esim/:orderId (the link in the eSIM e-mail).
ESIM_CARD = HeadingScreen("account", "account", "esimCard.title", "esim-card-page", ("esim-card",))

# mfe-account's AuthActionPage, at /auth/action?mode=…&oobCode=… (the links of the store's
# e-mails): its title follows the link's mode.
AUTH_ACTION_PATH = "/auth/action"
AUTH_ACTION_TITLES = {
    "resetPassword": "authAction.title",
    "verifyEmail": "authAction.verifyEmail.title",
    "unsupported": "authAction.unsupported.title",
}


def action_mode(mode: str | None) -> str:
    """Which action an /auth/action link asks for (mfe-account's action-mode.ts): a link without a
    mode resets a password."""
    if not mode or mode == "resetPassword":
        return "resetPassword"
    return "verifyEmail" if mode == "verifyEmail" else "unsupported"


def heading_screen(path: str, mode: str | None = None) -> HeadingScreen | None:
    """The heading screen of `path` (`mode`: an /auth/action link's, as action_mode reads it);
    None for a page drawn otherwise or not at all."""
    if (screen := HEADING_SCREENS.get(path.rstrip("/") or "/")) is not None:
        return screen
    if path == AUTH_ACTION_PATH:
        title = AUTH_ACTION_TITLES[action_mode(mode)]
        return HeadingScreen("account", "account", title, None, ("account",), card=True)
    return ESIM_CARD if ESIM_CARD_PATH.match(path) else None
