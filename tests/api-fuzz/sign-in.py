"""Print the ID token of a fresh verified account on the server at $1 (DEV_MAILBOX=true):
sign-up, verification e-mail, the development mailbox's 6-digit code, sign-in."""

import json
import re
import secrets
import sys
import time
import urllib.parse
import urllib.request

base = sys.argv[1].rstrip("/")
toolkit = f"{base}/identitytoolkit.googleapis.com/v1/accounts:"


def call(url: str, body: dict | None = None) -> dict:
    data = json.dumps(body).encode() if body is not None else None
    headers = {"Content-Type": "application/json"}
    request = urllib.request.Request(url, data=data, headers=headers)  # noqa: S310 - our server
    with urllib.request.urlopen(request, timeout=10) as response:  # noqa: S310
        return json.load(response)


email = f"api-fuzz-{secrets.token_hex(4)}@example.com"
password = "Rahasia-Kelana-9"  # a throwaway account on a scratch database
id_token = call(f"{toolkit}signUp", {"email": email, "password": password})["idToken"]
call(f"{toolkit}sendOobCode", {"requestType": "VERIFY_EMAIL", "idToken": id_token})
code = ""
for _ in range(50):
    query = urllib.parse.urlencode({"to": email})
    entries = call(f"{base}/api/dev/mailbox?{query}")["data"]
    found = [m.group(1) for e in entries if (m := re.search(r"\b(\d{6})\b", e["body"]))]
    if found:
        code = found[0]
        break
    time.sleep(0.1)
if not code:
    sys.exit("no verification code in the development mailbox")
call(f"{toolkit}verifyEmailCode", {"email": email, "code": code})
signed_in = call(f"{toolkit}signInWithPassword", {"email": email, "password": password})
sys.stdout.write(signed_in["idToken"] + "\n")
