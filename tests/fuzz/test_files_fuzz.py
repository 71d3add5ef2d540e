"""Fuzzing ``deskapp import`` and ``deskapp replay`` with mutated exports (issue 25).

Each example takes part of a real export of the demo campaign and changes a few places in it
(tests/fuzz/strategies.py). ``import`` must add it (exit 0) or refuse it with one line (exit
2) and leave the campaign byte for byte as it was; ``replay`` must replay it or refuse it so;
neither may leave a traceback or hang. A few examples run unmarked in the quick set; the
``slow`` ones are the bulk, with hypothesis' fixed (derandomized) examples.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from .conftest import assert_refused_or_done, fresh_copy, run_cli
from .strategies import exchange_documents, session_logs


def fuzz(examples: int) -> settings:
    """Hypothesis' settings for a fuzz test: ``examples`` fixed (derandomized) examples,
    the same every run. No shrinking: a failing example is reported as generated (a shrink
    re-runs whole imports for minutes, and the example names its document anyway); no
    deadline of hypothesis' own: the alarm in ``run_cli`` fails a hang."""
    return settings(
        max_examples=examples,
        deadline=None,
        derandomize=True,
        phases=[Phase.generate],
        database=None,
        suppress_health_check=[
            HealthCheck.function_scoped_fixture,
            HealthCheck.too_slow,
            HealthCheck.data_too_large,
            HealthCheck.large_base_example,
        ],
    )


def quick_and_slow(quick: int, slow: int) -> list[Any]:
    """The example counts of a fuzz test: a few in the quick set, the bulk marked ``slow``."""
    return [pytest.param(quick, id="quick"), pytest.param(slow, id="slow", marks=pytest.mark.slow)]


def import_one(
    text: str, folder: Path, template: Path, capsys: pytest.CaptureFixture[str]
) -> tuple[int, Path]:
    """Import ``text`` into a fresh copy of the target campaign; check the promise."""
    file = folder / "fuzz.json"
    folder.mkdir(parents=True, exist_ok=True)
    file.write_text(text, encoding="utf-8", errors="surrogatepass")
    campaign = fresh_copy(template, folder / "campaigns")
    before = campaign.read_bytes()
    run = run_cli(capsys, ["import", str(file), "--campaign", str(campaign)])
    assert_refused_or_done(run)
    if run.code == 2:
        assert campaign.read_bytes() == before, "a refused import changed the campaign"
        assert not Path(f"{campaign}-wal").exists() or Path(f"{campaign}-wal").stat().st_size == 0
    else:
        assert run.out.startswith("Imported "), run.out
    return run.code, campaign


def replay_one(text: str, folder: Path, capsys: pytest.CaptureFixture[str]) -> int:
    folder.mkdir(parents=True, exist_ok=True)
    file = folder / "log.json"
    file.write_text(text, encoding="utf-8", errors="surrogatepass")
    run = run_cli(capsys, ["replay", str(file), "--json"])
    assert_refused_or_done(run)
    return run.code


@pytest.mark.parametrize("examples", quick_and_slow(8, 1500))
def test_mutated_exports_are_imported_or_refused_in_one_line(
    examples: int,
    export: dict[str, Any],
    target_template: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    @fuzz(examples)
    @given(text=exchange_documents(export))
    def example(text: str) -> None:
        import_one(text, tmp_path / "fuzz", target_template, capsys)

    example()


@pytest.mark.parametrize("examples", quick_and_slow(6, 500))
def test_mutated_session_logs_replay_or_are_refused_in_one_line(
    examples: int, export: dict[str, Any], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    @fuzz(examples)
    @given(text=session_logs(export))
    def example(text: str) -> None:
        replay_one(text, tmp_path / "fuzz", capsys)

    example()


@pytest.mark.slow
@fuzz(6)
@given(data=st.data())
def test_the_real_program_shows_no_traceback(
    data: st.DataObject, export: dict[str, Any], target_template: Path, tmp_path: Path
) -> None:
    """The same through the installed program: what reaches stderr is the one line."""
    folder = tmp_path / "p"
    folder.mkdir(exist_ok=True)
    file = folder / "fuzz.json"
    file.write_text(data.draw(exchange_documents(export)), encoding="utf-8", errors="surrogatepass")
    campaign = fresh_copy(target_template, folder / "campaigns")
    before = campaign.read_bytes()
    for argv in (["import", str(file), "--campaign", str(campaign)], ["replay", str(file)]):
        finished = subprocess.run(
            [sys.executable, "-m", "deskapp", *argv],
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
            env={**os.environ, "PYTHONFAULTHANDLER": ""},
        )
        assert "Traceback" not in finished.stderr, finished.stderr
        assert finished.returncode in (0, 2), finished.stderr
        if finished.returncode == 2:
            assert finished.stderr.count("\n") == 1, finished.stderr
            if argv[0] == "import":
                assert campaign.read_bytes() == before
