// The official firebase JS SDK, pointed at our server with connectAuthEmulator, must work
// unchanged: this is the check that our identity endpoints speak Firebase's contract.
import { initializeApp } from "firebase/app";
import {
  getAuth, connectAuthEmulator, createUserWithEmailAndPassword, signInWithEmailAndPassword,
  sendEmailVerification, sendPasswordResetEmail, verifyPasswordResetCode, confirmPasswordReset,
  updatePassword, applyActionCode, signOut, reload, signInWithCredential, GoogleAuthProvider,
  deleteUser,
} from "firebase/auth";

const origin = process.env.KELANA_URL ?? "http://127.0.0.1:8303";
const app = initializeApp({ apiKey: "kelana-local", authDomain: "localhost", projectId: "kelana-esim" });
const auth = getAuth(app);
connectAuthEmulator(auth, origin, { disableWarnings: true });
auth.languageCode = "en";

// Some e-mails are written by a job a moment after the request answers (the password reset):
// look again for a few seconds before giving up.
async function latestCode(email, mode) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const res = await fetch(`${origin}/api/dev/mailbox?to=${encodeURIComponent(email)}`);
    const { data } = await res.json();
    for (const mail of data) {
      const m = mail.body.match(new RegExp(`mode=${mode}&oobCode=([A-Za-z0-9_-]+)`));
      if (m) return m[1];
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no ${mode} mail for ${email}`);
}

let passed = 0;
const check = (ok, what) => {
  if (!ok) {
    console.log(`${passed} passed, 1 failed`);
    throw new Error(`failed: ${what}`);
  }
  passed += 1;
  console.log(`ok - ${what}`);
};
const email = `sdk-${Date.now()}@example.com`;

const created = await createUserWithEmailAndPassword(auth, email, "pertama-kali-99");
check(created.user.email === email && created.user.emailVerified === false, "createUserWithEmailAndPassword");
await sendEmailVerification(created.user);
await applyActionCode(auth, await latestCode(email, "verifyEmail"));
await reload(created.user);
check(auth.currentUser.emailVerified === true, "sendEmailVerification + applyActionCode + reload");
await signOut(auth);
const signedIn = await signInWithEmailAndPassword(auth, email, "pertama-kali-99");
check(signedIn.user.uid === created.user.uid, "signInWithEmailAndPassword");
const firstRefreshToken = signedIn.user.refreshToken;
const refreshed = await signedIn.user.getIdToken(true);
check(refreshed && signedIn.user.refreshToken !== firstRefreshToken,
  "getIdToken(true) refreshes through securetoken (the refresh token rotates)");
await updatePassword(signedIn.user, "kedua-kali-99");
check(true, "updatePassword");
await signOut(auth);
await signInWithEmailAndPassword(auth, email, "kedua-kali-99");
check(true, "signInWithEmailAndPassword with the new password");
await sendPasswordResetEmail(auth, email);
const resetCode = await latestCode(email, "resetPassword");
check((await verifyPasswordResetCode(auth, resetCode)) === email, "sendPasswordResetEmail + verifyPasswordResetCode");
await confirmPasswordReset(auth, resetCode, "ketiga-kali-99");
await signOut(auth);
await signInWithEmailAndPassword(auth, email, "ketiga-kali-99");
check(true, "confirmPasswordReset, then sign in with the reset password");
try {
  await signInWithEmailAndPassword(auth, email, "salah-password-1");
  check(false, "wrong password refused");
} catch (error) {
  check(error.code === "auth/invalid-credential", `wrong password refused as ${error.code}`);
}
try {
  await createUserWithEmailAndPassword(auth, email, "apa-saja-123");
  check(false, "duplicate refused");
} catch (error) {
  check(error.code === "auth/email-already-in-use", `duplicate sign-up refused as ${error.code}`);
}
try {
  await signInWithEmailAndPassword(auth, `nobody-${Date.now()}@example.com`, "apa-saja-123");
  check(false, "unknown e-mail refused");
} catch (error) {
  check(error.code === "auth/user-not-found", `unknown e-mail refused as ${error.code}`);
}
const page = await (await fetch(`${origin}/dev/google-sign-in?email=${encodeURIComponent(email)}`)).text();
const googleIdToken = page.match(/"idToken": "([^"]+)"/)[1];
const google = await signInWithCredential(auth, GoogleAuthProvider.credential(googleIdToken));
check(google.user.uid === created.user.uid && google.user.emailVerified,
  "signInWithCredential(Google stand-in token) links to the same account");
await deleteUser(google.user);
try {
  await signInWithEmailAndPassword(auth, email, "ketiga-kali-99");
  check(false, "deleted account gone");
} catch (error) {
  check(error.code === "auth/user-not-found", `deleteUser, then sign-in refused as ${error.code}`);
}
console.log(`${passed} passed, 0 failed`);
process.exit(0);
