"""The Print page's "Only the cards that changed" (issue 29)."""

from __future__ import annotations

from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtCore import QSettings

from deskapp.core.edits import EditCharacter
from deskapp.ui import print_worker
from deskapp.ui.controller import CampaignController
from deskapp.ui.print_page import PrintPage
from printables.document import PrintOutputError

from .test_print_page import shown_page
from .test_table_screens import ARTIFACTS

pytestmark = pytest.mark.window(campaign="demo", file_name="Ukázka.carddesk", exposed=True)


@pytest.fixture
def page(qtbot, controller: CampaignController, settings: QSettings):
    yield from shown_page(qtbot, controller, settings)


def export(qtbot, page: PrintPage, out: Path):
    with qtbot.waitSignal(page.export_ended, timeout=20_000) as ended:
        page.export_to(out)
    return ended.args[0]


def test_only_the_changed_cards_are_previewed_counted_and_exported(
    qtbot, page: PrintPage, controller: CampaignController, tmp_path: Path
) -> None:
    box = page.changed_only
    assert box.text() == "Only the cards that changed"
    with qtbot.waitSignal(page.preview_updated, timeout=10_000):
        box.setChecked(True)
    # Never printed: every card counts as changed.
    assert box.text() == "Only the cards that changed (64)"
    with qtbot.waitSignal(page.preview_updated, timeout=10_000):
        box.setChecked(False)
    assert box.text() == "Only the cards that changed"
    assert export(qtbot, page, tmp_path / "all.pdf") is not None

    with qtbot.waitSignal(page.preview_updated, timeout=10_000):
        box.setChecked(True)
    assert box.text() == "Only the cards that changed (0)"
    assert page.preview.message.text() == (
        "no card changed since it was last printed: every card is as it was printed"
    )

    (elodie,) = [c for c in controller.campaign.summaries() if c.name == "Élodie Lefèvre"]
    before = controller.campaign.character(elodie.id).data
    after = {**before, "skills": {**before["skills"], "Escrime": 5}}
    with qtbot.waitSignal(page.preview_updated, timeout=10_000):
        controller.execute(EditCharacter(elodie.id, before, after, "Escrime 5"))
    assert box.text() == "Only the cards that changed (1)"
    out = tmp_path / "changed.pdf"
    result = export(qtbot, page, out)
    assert result.preflight.cards == 1
    last = PdfReader(out).pages[-1].extract_text()
    assert last.startswith("Replace these cards") and "Élodie Lefèvre" in last
    # Noted: the preview that follows the export has nothing left to print.
    qtbot.waitUntil(lambda: box.text().endswith("(0)"), timeout=10_000)


def test_a_failed_export_notes_nothing(
    qtbot,
    page: PrintPage,
    controller: CampaignController,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def full_disk(cards, out, options, **_):
        list(cards)  # the cards are made, as in a real export
        raise PrintOutputError("cannot write: No space left on device")

    monkeypatch.setattr(print_worker, "render_pdf", full_disk)
    with qtbot.waitSignal(page.export_ended, timeout=20_000) as ended:
        page.export_to(tmp_path / "cards.pdf")
    assert ended.args[0] is None
    assert "No space left" in page.status.text()
    assert controller.campaign.printed_cards() == {}


@pytest.mark.parametrize("language", ["en", "cs", "fr"])
@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_the_box_and_its_count_are_seen_whole(
    qtbot, open_window, campaign_path: Path, language: str, size: tuple[int, int]
) -> None:
    window = open_window(campaign_path, size=size, language=language, mode="print")
    page = window.print_page
    qtbot.waitUntil(lambda: page.isVisible() and not page._stale, timeout=10_000)
    with qtbot.waitSignal(page.preview_updated, timeout=20_000):
        page.changed_only.setChecked(True)
    box = page.changed_only
    assert box.text().endswith("(64)")
    assert box.isVisible() and box.sizeHint().width() <= box.width(), box.text()
    folder = ARTIFACTS / "screens"
    folder.mkdir(parents=True, exist_ok=True)
    window.grab().save(str(folder / f"print_changed_{language}_{size[0]}.png"))
