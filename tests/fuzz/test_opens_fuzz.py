"""An accepted import always opens in the app (issue 25, "A fuzzer that stays").

A mutated export (one change at most, so that many are accepted) is imported; when it is,
the main window opens on the campaign (offscreen, with the GUI tests' own fixtures), goes
to Table mode and chooses each rule system in turn, so that its last session opens: no
exception, and each system whose session was imported shows it."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from deskapp.core import systems
from deskapp.core.store import CampaignFile
from deskapp.ui.main_window import MainWindow

from .strategies import exchange_documents
from .test_files_fuzz import fuzz, import_one, quick_and_slow

pytestmark = pytest.mark.gui


def open_each_system(
    data: st.DataObject,
    export: dict[str, Any],
    template: Path,
    folder: Path,
    open_window: Callable[..., MainWindow],
    capsys: pytest.CaptureFixture[str],
) -> None:
    text = data.draw(exchange_documents(export, most=1))
    code, campaign = import_one(text, folder, template, capsys)
    if code != 0:
        return
    with CampaignFile.open(campaign, create=False) as stored:
        played = {summary.system for summary in stored.sessions()}
    window = open_window(campaign, mode="table")
    page = window.table_page
    for key in systems.keys():
        page.system_box.setCurrentIndex(page.system_box.findData(key))
        assert page.system_box.currentData() == key
        if key in played:
            assert page.session is not None, (key, page.message.text(), json.loads(text))
    window.close()
    window.controller.close()


@pytest.mark.parametrize("examples", quick_and_slow(3, 60))
def test_an_accepted_import_opens_in_the_app(
    examples: int,
    export: dict[str, Any],
    target_template: Path,
    tmp_path: Path,
    open_window: Callable[..., MainWindow],
    capsys: pytest.CaptureFixture[str],
) -> None:
    @fuzz(examples)
    @given(data=st.data())
    def example(data: st.DataObject) -> None:
        open_each_system(data, export, target_template, tmp_path / "fuzz", open_window, capsys)

    example()
