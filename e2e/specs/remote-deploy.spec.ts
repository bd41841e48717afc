import { readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";

import { expect, test, type Page } from "@playwright/test";

import { openLive } from "../fixtures/live-page";
import { buildRemote, deployRemote, digestOf, PROJECT, releaseAndCheckout, startStore } from "../fixtures/release";
import { SCREEN_FREE } from "../fixtures/tags";

/**
 * One remote deployed alone while the store runs (docs/production.md, "One remote alone"): a developer changes
 * the catalog in a checkout, builds only that remote, and deploy/deploy-remote.sh puts it into the release
 * the running store serves. The next page load shows the change; the shell and the other remotes are the
 * same files as before. A release whose remote cannot load shows the shell's notice and the rest still works.
 *
 * The journey runs a second store of its own on that release (the journeys' store keeps serving the project).
 */
test.describe.configure({ mode: "serial" });

const ABOUT_TITLE = "Tentang Kami";
const NEW_TITLE = `${ABOUT_TITLE} · rilis 2`;

let release: ReturnType<typeof releaseAndCheckout>;
let store: Awaited<ReturnType<typeof startStore>>;

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(120_000);
  release = releaseAndCheckout("catalog");
  store = await startStore(release.release, testInfo.outputPath("release-server.log"));
});

test.afterAll(async () => {
  await store?.stop();
  release?.remove();
});

/** The shell's own scripts and stylesheets a page load asked for, and each remote's entry it ran. */
function recordLoads(page: Page) {
  const shell = new Set<string>();
  const entries = new Set<string>();
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/static/")) shell.add(pathname);
    if (pathname.startsWith("/mfe/") && pathname.endsWith("/remoteEntry.js")) entries.add(pathname);
  });
  return { shell, entries };
}

test("a new catalog put in place alone is what the next page load shows", SCREEN_FREE, async ({ page }) => {
  test.setTimeout(180_000);
  const aboutPage = `${store.url}/tentang`;
  const heading = page.getByRole("heading", { level: 1 });
  const before = recordLoads(page);
  await page.goto(aboutPage);
  await expect(heading).toHaveText(ABOUT_TITLE);

  // The developer's change, in the catalog's code only, and a build of that remote alone.
  const about = path.join(release.checkout, "mfe-catalog/src/features/about/about-content.tsx");
  const code = readFileSync(about, "utf8");
  const changed = code.replace("title={t('about.title')}", "title={`${t('about.title')} · rilis 2`}");
  expect(changed, "the about page's title is where this journey expects it").not.toBe(code);
  writeFileSync(about, changed);
  buildRemote(release.checkout, "catalog");

  const untouched = ["shell", "mfe-checkout", "mfe-account", "mfe-scanner"].map((folder) => path.join(release.release, folder, "dist"));
  const digestsBefore = untouched.map(digestOf);
  const oldManifest = readFileSync(path.join(release.release, "mfe-catalog/dist/mf-manifest.json"), "utf8");
  expect(deployRemote(release.checkout, "catalog", release.release)).toContain("mfe-catalog in place");
  expect(readFileSync(path.join(release.release, "mfe-catalog/dist/mf-manifest.json"), "utf8")).not.toBe(oldManifest);

  // The store did not restart; the next load takes the new catalog.
  const after = recordLoads(page);
  await page.reload();
  await expect(heading).toHaveText(NEW_TITLE);
  await page.goto(`${store.url}/`);
  await expect(page.getByRole("searchbox").or(page.getByRole("combobox")).first()).toBeVisible();

  // The shell's files are the ones it loaded before; nothing of the shell or another remote changed.
  expect([...after.shell].sort()).toEqual([...before.shell].sort());
  expect(untouched.map(digestOf)).toEqual(digestsBefore);
  // The project's own build (what the journeys' store serves) is not the one that changed.
  expect(readFileSync(path.join(PROJECT, "mfe-catalog/dist/mf-manifest.json"), "utf8")).toBe(oldManifest);
});

test("a remote that cannot load shows the shell's notice while the rest of the store works", SCREEN_FREE, async ({ page }) => {
  // A deployment gone wrong: the catalog's entry is missing from the release.
  const entry = path.join(release.release, "mfe-catalog/dist/remoteEntry.js");
  renameSync(entry, `${entry}.away`);
  for (const suffix of [".br", ".gz"]) renameSync(`${entry}${suffix}`, `${entry}.away${suffix}`);
  try {
    await page.goto(`${store.url}/tentang`);
    await expect(page.getByRole("alert")).toBeVisible();
    const retry = page.getByRole("button", { name: "Coba lagi" });
    await expect(retry).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();

    // Another remote's page works, and takes over the server's first screen.
    await openLive(page, `${store.url}/login`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Masuk/);
    await expect(page.getByLabel("Email")).toBeVisible();

    // The entry back in place: the notice's retry loads the catalog.
    await page.goto(`${store.url}/tentang`);
    await expect(retry).toBeVisible();
    renameSync(`${entry}.away`, entry);
    for (const suffix of [".br", ".gz"]) renameSync(`${entry}.away${suffix}`, `${entry}${suffix}`);
    await retry.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(NEW_TITLE);
  } finally {
    for (const suffix of ["", ".br", ".gz"]) {
      try {
        renameSync(`${entry}.away${suffix}`, `${entry}${suffix}`);
      } catch {
        // already back
      }
    }
  }
});
