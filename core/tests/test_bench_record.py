"""`make bench` writes its own record: the README's table and a dated entry in the measurements."""

import importlib.util
from pathlib import Path

import pytest

from core.settings import PROJECT_ROOT

_spec = importlib.util.spec_from_file_location("bench_record", PROJECT_ROOT / "bench" / "record.py")
assert _spec is not None
assert _spec.loader is not None
bench_record = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(bench_record)

RESULTS = {
    "page-weight.txt": (
        "requests: 31 (scripts 16)\nJS gzip: 117.4 KB   JS on the wire: 121.3 KB\n"
        "framework (React 19, react-dom, the federation and bundler runtime): 70.1 KB gzip; "
        "the store's own code: 47.3 KB gzip (budget 60 KB, met)\n"
    ),
    "lighthouse.txt": (
        "Lighthouse http://127.0.0.1:8198/ (mobile), medians of 5 runs:\n"
        "  CPU slowdown 4.60x (host benchmarkIndex 1672, the median of the runs' own readings)\n"
        "  performance score 100 (runs: 100, 100, 99, 100, 100)\n"
        "  FCP 1.2 s  LCP 1.3 s  TBT 30 ms (runs: 20, 30, 40, 30, 30)  CLS 0.000\n"
        "Lighthouse http://127.0.0.1:8198/orders/JP (mobile), medians of 5 runs:\n"
        "  CPU slowdown 6.10x (host benchmarkIndex 2100, the median of the runs' own readings)\n"
        "  performance score 98 (runs: 98, 99, 97, 98, 98)\n"
        "  FCP 1.2 s  LCP 1.6 s  TBT 70 ms (runs: 50, 70, 80, 70, 60)  CLS 0.001\n"
        "Lighthouse http://127.0.0.1:8198/riwayat-order (mobile), medians of 5 runs:\n"
        "  performance score 96 (runs: 96, 95, 97, 96, 96)\n"
        "  FCP 1.2 s  LCP 1.9 s  TBT 90 ms (runs: 80, 90, 90, 100, 90)  CLS 0.000\n"
    ),
    "api-throughput.txt": (
        "  bare aiohttp JSON handler  21000 req/s\n"
        "  GET /api/regions  18000 req/s  ratio 0.86 (by CPU time 0.85; target >= 0.7)\n"
        "  GET /api/products/location/JP  18500 req/s  ratio 0.88 (by CPU time 0.87)\n"
    ),
    "orders.txt": (
        "orders: 50 shoppers for 20.3 s: 2235 orders created, paid and notified, "
        "110.3 orders/s, 0 errors\n"
        "orders: 2235 of 2235 orders paid (or provisioned) after the jobs ran (expected 2235)\n"
    ),
}


@pytest.fixture
def files(tmp_path: Path) -> tuple[Path, Path, Path]:
    results = tmp_path / "results"
    results.mkdir()
    for name, text in RESULTS.items():
        (results / name).write_text(text)
    readme = tmp_path / "README.md"
    readme.write_text(
        "# Store\n\n## Measured\n\n<!-- measured:start -->\nold figures\n"
        "<!-- measured:end -->\n\nAfter.\n"
    )
    measurements = tmp_path / "measurements.md"
    measurements.write_text("# Measurements\n\nIntro.\n\n## Older runs\n\nold run\n")
    return results, readme, measurements


def test_a_run_replaces_the_readme_table_and_is_added_newest_first(
    files: tuple[Path, Path, Path],
) -> None:
    results, readme, measurements = files

    bench_record.record(results, readme=readme, measurements=measurements)
    bench_record.record(results, readme=readme, measurements=measurements)

    text = readme.read_text()
    assert "old figures" not in text
    assert text.count("<!-- measured:start -->") == 1
    assert (
        "| JavaScript of `/` (gzip) | 117.4 KB (framework 70.1 KB, the store's own code 47.3 KB) |"
        in text
    )
    # Each page calibrates its own slowdown: the README gives their range.
    assert (
        "| Lighthouse mobile, CPU 4.60x to 6.10x (all five pages): `/` · `/orders/JP` · `/login` |"
        in text
    )
    assert "100, LCP 1.3 s, TBT 30 ms, CLS 0.000 · 98, LCP 1.6 s, TBT 70 ms, CLS 0.001" in text
    assert "not measured · 96, LCP 1.9 s, TBT 90 ms, CLS 0.000 |" in text  # checkout not run
    assert "| 0.86 to 0.88 |" in text
    assert "2235 of 2235 orders paid" in text
    assert "| Durable jobs, 4 worker processes | not measured |" in text  # no jobs.txt this run
    assert text.endswith("<!-- measured:end -->\n\nAfter.\n")
    doc = measurements.read_text()
    assert doc.count("### `make bench`, ") == 2
    assert doc.index("## Runs of `make bench`") < doc.index("## Older runs")
    assert "JS gzip: 117.4 KB" in doc


def test_a_readme_without_the_markers_is_refused_and_left_alone(
    files: tuple[Path, Path, Path],
) -> None:
    results, readme, measurements = files
    readme.write_text("# Store\n")

    with pytest.raises(SystemExit, match="measured:start"):
        bench_record.record(results, readme=readme, measurements=measurements)

    assert readme.read_text() == "# Store\n"
    assert "make bench" not in measurements.read_text()
