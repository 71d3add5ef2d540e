"""Issue 28 in the window: the Table page shows a digital session's seed fingerprint, takes
the players' contributions and reveals the seed, after which `deskapp verify` checks the
export; a mirror table says it has no seed."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtWidgets import QInputDialog, QMessageBox

from deskapp.cli import main
from deskapp.core.exchange import export_campaign
from deskapp.core.fair import fingerprint
from deskapp.ui.main_window import MainWindow

AMELIE, TOMAS = "Amélie Dubois", "Tomáš Král"

pytestmark = pytest.mark.window(campaign="demo", mode="table", system="founders")


def test_a_digital_session_commits_takes_contributions_and_reveals(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys
) -> None:
    page = window.table_page
    assert page.start_session("Digitální večer", [AMELIE, TOMAS], mirror=False)
    committed = page.session.seed_commitment()
    assert committed is not None and not page.session.seed_revealed
    assert fingerprint(committed) in page.seed_line.text()
    for button in (page.reveal_button, page.contribute_button):  # under the history, shown
        assert page.history_box.isAncestorOf(button) and button.isVisibleTo(page)
        assert button.width() >= button.sizeHint().width(), button.text()

    monkeypatch.setattr(QInputDialog, "getText", lambda *args, **kwargs: ("3 5 6 1", True))
    page.contribute_button.click()
    assert page.session.events[-1]["action"] == {"do": "contribute", "text": "3 5 6 1"}
    lines = [page.history.item(row).text() for row in range(page.history.count())]
    assert any("“3 5 6 1” is added to the shuffle" in line for line in lines), lines
    assert page.session_screen.perform({"do": "check", "leader": TOMAS}) is not None

    monkeypatch.setattr(QInputDialog, "getText", lambda *args, **kwargs: ("", True))
    page.contribute_button.click()  # an empty phrase is refused in words, nothing stored
    assert page.session.events[-1]["action"]["do"] != "contribute"
    assert "contribution" in page.message.text()

    monkeypatch.setattr(QMessageBox, "question", lambda *args: QMessageBox.StandardButton.No)
    page.reveal_button.click()
    assert not page.session.seed_revealed, "No keeps the seed secret"
    monkeypatch.setattr(QMessageBox, "question", lambda *args: QMessageBox.StandardButton.Yes)
    page.reveal_button.click()
    assert page.session.seed_revealed
    # The page says what deskapp verify will say of the export (issue 28)
    assert page.seed_line.text().startswith("'Digitální večer': verified: every shuffle")
    assert not page.reveal_button.isVisibleTo(page)

    export = tmp_path / "export.json"
    export.write_text(json.dumps(export_campaign(window.controller.campaign)), encoding="utf-8")
    code = main(["verify", str(export), "--session", "Digitální večer", "--json"])
    said = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert code == 0 and said["verdict"] == "verified"


def test_a_mirror_table_has_no_seed_to_reveal(window: MainWindow) -> None:
    page = window.table_page
    assert page.start_session("Večer u stolu", [AMELIE, TOMAS], mirror=True)
    assert page.session.seed_commitment() is None
    assert page.seed_line.text().startswith("No seed")
    assert not page.reveal_button.isVisibleTo(page)
    assert not page.contribute_button.isVisibleTo(page)


def test_a_session_whose_stored_values_were_changed_reads_failed(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The verdict is checked, not assumed: a stored commitment that the revealed seed does not
    match reads "failed", as deskapp verify says it."""
    page = window.table_page
    assert page.start_session("Upravený večer", [AMELIE, TOMAS], mirror=False)
    monkeypatch.setattr(QMessageBox, "question", lambda *args: QMessageBox.StandardButton.Yes)
    page.reveal_button.click()
    assert "verified" in page.seed_line.text()
    session = page.session
    setup = window.controller.campaign.session_setup(session.session_id)
    setup["fair"]["commitment"] = "0" * 64  # another commitment than the seed's
    monkeypatch.setattr(window.controller.campaign, "session_setup", lambda _id: setup)
    page._show_seed()
    assert "failed" in page.seed_line.text()
