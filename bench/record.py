"""`make bench`'s last step: writes the run into docs/measurements.md (newest first, the whole
output) and the README's table of figures between its `measured` markers: neither is hand-edited.

    python bench/record.py [results folder]   (default: bench/results, as bench/run.sh leaves it)
"""

import re
import subprocess
import sys
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
MEASUREMENTS = ROOT / "docs" / "measurements.md"
START, END = "<!-- measured:start -->", "<!-- measured:end -->"
RUNS_HEADING = "## Runs of `make bench`, written by it"
# The files bench/run.sh writes, in the order the record lists them.
FILES = (
    "page-weight.txt",
    "lighthouse.txt",
    "api-throughput.txt",
    "signup-burst.txt",
    "jobs.txt",
    "orders.txt",
    "scanner-engines.txt",
)


# The signed-in checkout page bench/run.sh audits (a product chosen).
CHECKOUT_PAGE = "checkout/jp-esim-5gb-5d"


def _find(pattern: str, text: str, default: str = "not measured") -> str:
    found = re.search(pattern, text, re.MULTILINE)
    return found.group(1).strip() if found else default


def _lighthouse(text: str, page: str) -> str:
    """'score 100, LCP 1.3 s, TBT 30 ms' for one page of lighthouse.txt."""
    block = re.search(
        rf"^Lighthouse \S+/{re.escape(page)} \(.*?(?=^Lighthouse |\Z)", text, re.M | re.S
    )
    if block is None:
        return "not measured"
    part = block.group(0)
    score = _find(r"performance score (\d+)", part)
    lcp = _find(r"LCP ([0-9.]+ ?s)", part)
    tbt = _find(r"TBT (\d+ ms)", part)
    cls = _find(r"CLS ([0-9.]+)", part)
    return f"{score}, LCP {lcp}, TBT {tbt}, CLS {cls}"


def figures(results: dict[str, str]) -> list[tuple[str, str]]:
    """The README's six lines: what a reader compares first."""
    weight = results.get("page-weight.txt", "")
    lighthouse = results.get("lighthouse.txt", "")
    api = results.get("api-throughput.txt", "")
    orders = results.get("orders.txt", "")
    jobs = results.get("jobs.txt", "")
    ratios = re.findall(r"ratio ([0-9.]+) \(by CPU time", api) or re.findall(
        r"ratio ([0-9.]+)", api
    )
    ratio_text = f"{min(ratios)} to {max(ratios)}" if ratios else "not measured"
    # Each page is calibrated on its own: the range of the slowdowns used.
    slowdowns = sorted({float(x) for x in re.findall(r"CPU slowdown ([0-9.]+)x", lighthouse)})
    slowdown = (
        "not measured"
        if not slowdowns
        else f"{slowdowns[0]:.2f}x"
        if len(slowdowns) == 1
        else f"{slowdowns[0]:.2f}x to {slowdowns[-1]:.2f}x"
    )
    split = re.search(r"runtime\): ([0-9.]+ KB) gzip; the store's own code: ([0-9.]+ KB)", weight)
    parts = f" (framework {split.group(1)}, the store's own code {split.group(2)})" if split else ""
    return [
        ("JavaScript of `/` (gzip)", _find(r"^JS gzip: ([0-9.]+ KB)", weight) + parts),
        (
            f"Lighthouse mobile, CPU {slowdown} (all five pages): `/` · `/orders/JP` · `/login`",
            " · ".join(_lighthouse(lighthouse, page) for page in ("", "orders/JP", "login")),
        ),
        (
            "Lighthouse signed in: `/checkout/<product>` · `/riwayat-order`",
            " · ".join(
                _lighthouse(lighthouse, page)
                for page in ("checkout/jp-esim-5gb-5d", "riwayat-order")
            ),
        ),
        ("Catalog API against a bare aiohttp handler (requests/s)", ratio_text),
        (
            "Money path on PostgreSQL",
            _find(r"^orders: \d+ shoppers for [0-9.]+ s: (.*)$", orders)
            + "; "
            + _find(r"^orders: (\d+ of \d+ orders paid)", orders),
        ),
        ("Durable jobs, 4 worker processes", _find(r"^jobs: (\d+ jobs/s)", jobs)),
    ]


def _commit() -> str:
    try:
        return subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"],  # noqa: S607 - git on PATH, no input
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def readme_block(rows: list[tuple[str, str]], *, when: str, commit: str) -> str:
    lines = [
        START,
        f"From `make bench` on {when}, commit `{commit}` "
        "(every run: [docs/measurements.md](docs/measurements.md)).",
        "",
        "| figure | measured |",
        "|---|---|",
        *(f"| {name} | {value} |" for name, value in rows),
        END,
    ]
    return "\n".join(lines)


def measurements_entry(results: dict[str, str], *, when: str, commit: str, load: str) -> str:
    parts = [
        f"### `make bench`, {when}",
        "",
        f"Commit `{commit}`; load average {load} at the end.",
        "",
    ]
    for name in FILES:
        if name in results:
            parts += [f"`{name}`:", "", "```", results[name].rstrip(), "```", ""]
    return "\n".join(parts)


def record(results_dir: Path, *, readme: Path = README, measurements: Path = MEASUREMENTS) -> None:
    results = {p.name: p.read_text() for p in sorted(results_dir.glob("*.txt"))}
    if not results:
        raise SystemExit(f"no results in {results_dir}: run `make bench` first")
    when = datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC")
    commit = _commit()
    load = (
        " ".join(Path("/proc/loadavg").read_text().split()[:3])
        if Path("/proc/loadavg").exists()
        else "?"
    )

    text = readme.read_text()
    if START not in text or END not in text:
        raise SystemExit(f"{readme} has no {START} … {END} block to write")
    head, rest = text.split(START, 1)
    _, tail = rest.split(END, 1)
    readme.write_text(head + readme_block(figures(results), when=when, commit=commit) + tail)

    entry = measurements_entry(results, when=when, commit=commit, load=load)
    doc = measurements.read_text()
    if RUNS_HEADING in doc:
        doc = doc.replace(RUNS_HEADING, f"{RUNS_HEADING}\n\n{entry}", 1)
    else:
        first_section = doc.find("\n## ")
        at = first_section + 1 if first_section >= 0 else len(doc)
        doc = f"{doc[:at]}{RUNS_HEADING}\n\n{entry}\n{doc[at:]}"
    measurements.write_text(doc)
    print(f"recorded the run in {readme} and {measurements}")  # noqa: T201 - a command's answer


if __name__ == "__main__":
    record(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "bench" / "results")
