import { expect, test, type APIRequestContext } from "@playwright/test";

import { mailboxCode, uniqueEmail } from "../fixtures/accounts";
import { mailboxActionLink, newerMailboxCode } from "../fixtures/mailbox";
import { LoginPage } from "../pages/login-page";
import { StoreLayout } from "../pages/store-layout";
import { VerifyAccountPage } from "../pages/verify-account-page";
import { openLive } from "../fixtures/live-page";

const TOOLKIT = "/identitytoolkit.googleapis.com/v1/accounts:";
const PASSWORD = "Rahasia-Kelana-9";
/** The resend countdown within its first ten seconds (60 down to 51). */
const COUNTDOWN_NEAR_START = /^Kirim ulang kode dalam (60|5[1-9]) detik$/;

/** An account that was sent its verification e-mail and has not used it. */
async function createUnverifiedAccount(request: APIRequestContext) {
  const email = uniqueEmail("belum");
  const signUp = await request.post(`${TOOLKIT}signUp`, { data: { email, password: PASSWORD, returnSecureToken: true } });
  expect(signUp.ok()).toBe(true);
  const { idToken } = await signUp.json();
  expect((await request.post(`${TOOLKIT}sendOobCode`, { data: { requestType: "VERIFY_EMAIL", idToken } })).ok()).toBe(true);
  return email;
}

test.describe("verify account", () => {
  test("register, read the e-mailed code, verify it on /verify-account, log in", async ({ page, request }) => {
    test.slow(); // argon2id sign-up and sign-in take seconds on a loaded machine
    const email = uniqueEmail("verif");
    await openLive(page, "/register");
    await page.getByRole("textbox", { name: "Nama lengkap" }).fill("Dewi Lestari");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Konfirmasi password").fill(PASSWORD);
    await page.getByLabel("Tujuan perjalanan").selectOption("pendidikan");
    await page.getByRole("textbox", { name: "Nomor HP" }).fill("81234567890");
    await page.getByRole("button", { name: "Daftar", exact: true }).click();
    await page.getByRole("dialog", { name: "Syarat & Ketentuan" }).getByRole("button", { name: "Setuju" }).click();

    // SPEC: registration ends on /login with the verification message, which leads to the code screen.
    await expect(page).toHaveURL(/\/login$/, { timeout: 20_000 });
    await expect(page.getByRole("status")).toContainText("Registrasi berhasil");
    await new StoreLayout(page).screenshot("login-after-register");
    await page.getByRole("link", { name: "Masukkan kode verifikasi" }).click();

    const verify = new VerifyAccountPage(page);
    await expect(page.getByText(`Kode verifikasi dikirim ke ${email}.`)).toBeVisible();
    await expect(page.getByText(COUNTDOWN_NEAR_START)).toBeVisible();
    await verify.typeCode(await mailboxCode(request, email));
    await expect(verify.box(6)).toBeFocused();
    await verify.verifyButton().click();

    await expect(page).toHaveURL(/\/login$/, { timeout: 20_000 });
    await expect(page.getByRole("status")).toHaveText("Email Anda berhasil diverifikasi! Silakan login.");
    await new LoginPage(page).signIn(email, PASSWORD);
    await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
  });

  test("someone arriving fresh types the e-mail and pastes the code", async ({ page, request }) => {
    test.slow();
    const email = await createUnverifiedAccount(request);
    const verify = new VerifyAccountPage(page);
    await verify.open();
    await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
    await verify.pasteCode(await mailboxCode(request, email), 3);
    await expect(verify.box(6)).toBeFocused();
    await verify.verifyButton().click();
    await expect(page).toHaveURL(/\/login$/, { timeout: 20_000 });
    await expect(page.getByRole("status")).toHaveText("Email Anda berhasil diverifikasi! Silakan login.");
  });

  test("a wrong code says so and keeps the screen; letters never enter a box", async ({ page, request }) => {
    test.slow();
    const email = await createUnverifiedAccount(request);
    const code = await mailboxCode(request, email);
    const wrong = code.replace(/^./, (digit) => String((Number(digit) + 1) % 10));
    const verify = new VerifyAccountPage(page);
    await verify.open(email);
    await verify.typeCode("a");
    expect(await verify.boxValues()).toBe("");
    await verify.typeCode(wrong);
    await verify.verifyButton().click();
    await expect(page.getByRole("alert")).toHaveText("Kode verifikasi salah. Silakan periksa kembali kode Anda.");
    await expect(page).toHaveURL(/\/verify-account/);
  });

  test("after 60 s a new code can be sent: the password is asked, the boxes clear, the countdown restarts", async ({ page, request }) => {
    test.slow();
    await page.clock.install();
    const email = await createUnverifiedAccount(request);
    const first = await mailboxCode(request, email);
    const verify = new VerifyAccountPage(page);
    await verify.open(email);
    // The installed clock still runs: on a busy machine a second or more may pass before this check.
    await expect(page.getByText(COUNTDOWN_NEAR_START)).toBeVisible();
    await expect(verify.resendButton()).toBeHidden();
    await verify.typeCode("12");

    await page.clock.fastForward(60_000);
    await verify.resendButton().click();
    // No ID token is held in this tab (the account was not registered here): the password is asked.
    await expect(page.getByText("Masukkan password akun Anda untuk mengirim kode baru.")).toBeVisible();
    await new StoreLayout(page).screenshot("verify-account-resend");
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Password", { exact: true }).press("Enter");

    await expect(page.getByRole("status")).toHaveText("Kode verifikasi baru telah dikirim. Silakan periksa kotak masuk Anda.", { timeout: 20_000 });
    // Restarted from 60, not carried on from 0.
    await expect(page.getByText(COUNTDOWN_NEAR_START)).toBeVisible();
    expect(await verify.boxValues()).toBe("");
    await expect(verify.box(1)).toBeFocused();

    await verify.typeCode(await newerMailboxCode(request, email, first));
    await verify.verifyButton().click();
    await expect(page).toHaveURL(/\/login$/, { timeout: 20_000 });
  });

  test("the link of the verification e-mail verifies the account", async ({ page, request }) => {
    test.slow();
    const email = await createUnverifiedAccount(request);
    await page.goto(await mailboxActionLink(request, email, "verifyEmail"));
    await expect(page.getByRole("heading", { level: 1, name: "Verifikasi Email" })).toBeVisible();
    await expect(page.getByRole("status")).toHaveText("Email Anda berhasil diverifikasi! Silakan login.", { timeout: 20_000 });
    await new StoreLayout(page).screenshot("verify-email-link");
    await page.getByRole("link", { name: "Masuk sekarang" }).click();
    await new LoginPage(page).signIn(email, PASSWORD);
    await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
  });

  test("an unverified account gets the resend button and the way to the code on login", async ({ page, request }) => {
    test.slow();
    const email = await createUnverifiedAccount(request);
    const login = new LoginPage(page);
    await login.open();
    await login.signIn(email, PASSWORD);
    await expect(login.alert()).toContainText("Email Anda belum diverifikasi.", { timeout: 20_000 });
    await expect(page.getByRole("button", { name: "Kirim ulang email verifikasi" })).toBeVisible();
    await page.getByRole("link", { name: "Masukkan kode verifikasi" }).click();
    await expect(page.getByText(`Kode verifikasi dikirim ke ${email}.`)).toBeVisible();
  });

  test("screenshot of verify account", async ({ page }) => {
    const layout = new StoreLayout(page);
    await layout.open("/verify-account?email=rina%40example.com");
    await new VerifyAccountPage(page).typeCode("482");
    await page.evaluate(() => document.fonts.ready);
    await layout.screenshot("verify-account");
    await layout.open("/verify-account?lng=en");
    await expect(page.getByRole("heading", { level: 1, name: "Verify your account" })).toBeVisible();
    await expect(page.getByText("Resend the code in 60 seconds")).toBeVisible();
    await layout.screenshot("verify-account-en");
  });
});
