"""Issue 25, blocker 2, as a property: an exported session whose events are changed in type or
range is either refused by ``deskapp import`` (exit 2, one line) or, accepted, opens on the
Table page of its system without an exception — and so the app starts on it."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from deskapp.cli import main
from deskapp.ui.main_window import MainWindow

from ..fuzz.strategies import places

SYSTEMS = ("founders", "dice_banks", "cinematic")

VALUES = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(10**20), 10**20),
    st.sampled_from([-1e18, 1e308, -0.0, 0.5, 8.0, 1.0e9, 253_402_300_800]),
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=8),
    st.just(list(range(1001))),
    st.lists(st.integers(-3, 12), max_size=4),
    st.dictionaries(st.text(max_size=3), st.integers(), max_size=2),
)


@pytest.fixture(scope="module")
def export(demo_export: dict[str, Any]) -> dict[str, Any]:
    return demo_export


def put(value: Any, place: tuple[Any, ...], new: Any) -> None:
    for step in place[:-1]:
        value = value[step]
    value[place[-1]] = new


def check(
    data: st.DataObject,
    export: dict[str, Any],
    folder: Path,
    open_window: Callable[..., MainWindow],
    capsys: pytest.CaptureFixture[str],
) -> None:
    system = data.draw(st.sampled_from(SYSTEMS))
    entry = copy.deepcopy(next(s for s in export["sessions"] if s["system"] == system))
    entry.pop("chain")
    number = data.draw(st.integers(0, len(entry["events"]) - 1))
    place = data.draw(st.sampled_from(list(places(entry["events"][number]))))
    put(entry["events"][number], place, data.draw(VALUES))
    document = {"format": "carddesk", "version": 1, "characters": [], "sessions": [entry]}
    folder.mkdir(exist_ok=True)
    file, campaign = folder / "hostile.json", folder / f"c{len(list(folder.iterdir()))}.carddesk"
    file.write_text(json.dumps(document), encoding="utf-8")
    code = main(["import", str(file), "--campaign", str(campaign)])
    err = capsys.readouterr().err
    if code == 2:
        assert err.startswith("deskapp: error: ") and err.count("\n") == 1, err
        assert not campaign.exists()
        return
    assert code == 0, err
    window = open_window(campaign, mode="table", system=system)
    page = window.table_page
    assert page.session is not None, page.message.text()
    assert page.history.count() == len(entry["events"])
    window.close()
    window.controller.close()


@settings(
    max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(data=st.data())
def test_a_changed_event_is_refused_or_opens_on_the_table_page(
    data: st.DataObject,
    export: dict[str, Any],
    tmp_path: Path,
    open_window: Callable[..., MainWindow],
    capsys: pytest.CaptureFixture[str],
) -> None:
    check(data, export, tmp_path / "fuzz", open_window, capsys)


@pytest.mark.slow
@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(data=st.data())
def test_many_changed_events_are_refused_or_open_on_the_table_page(
    data: st.DataObject,
    export: dict[str, Any],
    tmp_path: Path,
    open_window: Callable[..., MainWindow],
    capsys: pytest.CaptureFixture[str],
) -> None:
    check(data, export, tmp_path / "fuzz", open_window, capsys)
