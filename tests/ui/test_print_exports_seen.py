"""Issue 30, the Print page's exports as a new game master meets them on a small screen.

At 1100×720 in English, Czech and French, after a PNG, a print-on-demand and a plain PDF
export (and after a refusal): the window stays as wide as it was, the campaign list keeps
its width, the result line has the right column's width (never a strip beside the
buttons), every export button shows its words whole, and the page counter describes the sheet the preview shows. A refusal comes before any
file dialog. Screenshots go to ``artifacts/screens/print_export_*.png``, to be looked at.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QDir, Qt
from PySide6.QtWidgets import QFileDialog

from deskapp.ui.main_window import MainWindow
from deskapp.ui.print_page import PrintPage

from .test_print_page import changed, choose, tick_only
from .test_table_screens import ARTIFACTS, clipped, fully_in_sight

pytestmark = pytest.mark.window(
    campaign="demo", file_name="d.cdk", exposed=True, active=True, mode="print"
)

SIZE = (1100, 720)
SIZES = [SIZE, (1366, 768), (1920, 1080)]
LANGUAGES = ["en", "cs", "fr"]


def open_print(
    qtbot: Any, open_window: Any, path: Path, language: str, size: tuple[int, int] = SIZE
) -> MainWindow:
    window: MainWindow = open_window(path, size=size, language=language)
    page = window.print_page
    qtbot.waitUntil(lambda: page.isVisible() and not page._stale, timeout=10_000)
    qtbot.waitUntil(lambda: page._preview_job is None, timeout=20_000)
    return window


def keep(window: MainWindow, name: str) -> None:
    folder = ARTIFACTS / "screens"
    folder.mkdir(parents=True, exist_ok=True)
    assert window.grab().save(str(folder / f"print_export_{name}.png"))


def seen_whole(qtbot: Any, window: MainWindow, tree_width: int, width: int = SIZE[0]) -> None:
    """The window as wide as the screen let it be, the tree as wide as before, the result
    line across the right column, every export button's words in sight."""
    page, status = window.print_page, window.print_page.status
    # Laid out again for the new line (the layout's requests go through the event loop).
    qtbot.waitUntil(lambda: status.height() >= status.heightForWidth(status.width()))
    assert fully_in_sight(status), status.text()
    assert window.width() <= width, window.width()
    assert window.campaign_list.width() >= tree_width
    assert page.status.width() >= page.preview.width() - 20, page.status.width()
    buttons = (page.png_button, page.pod_button, page.export_button)
    cut = [problem for problem in clipped(page) if any(b.text()[:20] in problem for b in buttons)]
    assert cut == []


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_export_leaves_the_page_as_wide_as_the_screen(
    qtbot, open_window, campaign_path: Path, tmp_path: Path, language: str, size
) -> None:
    window = open_print(qtbot, open_window, campaign_path, language, size)
    page: PrintPage = window.print_page
    changed(qtbot, page, lambda: tick_only(page, "threat-level"))
    sheet = page.summary.text()
    tree_width = window.campaign_list.width()
    # A long place to write to, as a GM's home folder gives.
    where = tmp_path / "Documents" / "Hry na hrdiny" / "Kampaň u stolu v pátek večer"
    where.mkdir(parents=True)
    for kind, out in (
        ("png", where / "d karty PNG"),
        ("pod", where / "d karty pro tisk na zakázku.pdf"),
        ("pdf", where / "d karty.pdf"),
    ):
        with qtbot.waitSignal(page.export_ended, timeout=30_000) as ended:
            page.export_to(out, png=kind == "png", pod=kind == "pod")
        assert ended.args[0] is not None, page.status.text()
        seen_whole(qtbot, window, tree_width, size[0])
        assert str(out) in page.status.text()
        # The counter is the sheet's, as the preview shows it; what was written is said in
        # the result line.
        assert page.summary.text() == sheet, kind
        keep(window, f"{language}_{size[0]}_{kind}")


@pytest.mark.parametrize("language", LANGUAGES)
def test_an_export_refused_says_why_before_any_file_dialog(
    qtbot, open_window, campaign_path: Path, language: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[str] = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args: asked.append(args[1]))
    window = open_print(qtbot, open_window, campaign_path, language)
    page: PrintPage = window.print_page
    changed(qtbot, page, lambda: choose(page.options.card_size.combo, "bridge"))
    tree_width = window.campaign_list.width()  # once the window is laid out
    for button in (page.png_button, page.pod_button):
        page.status.clear()
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        assert asked == []
        assert "2.5×3.5″" in page.status.text()
        seen_whole(qtbot, window, tree_width)
    keep(window, f"{language}_refused")
    # Nothing changed since the last print: said before the dialog too.
    changed(qtbot, page, lambda: choose(page.options.card_size.combo, "poker"))
    assert page.status.text() == "", "the refusal was about the size just changed"
    page.controller.campaign.record_printed(page._run().printed)
    changed(qtbot, page, lambda: page.changed_only.setChecked(True))
    for button in (page.png_button, page.pod_button, page.export_button):
        page.status.clear()
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        assert asked == []
        assert page.status.text(), button.text()
    seen_whole(qtbot, window, tree_width)


def test_the_folder_dialog_shows_folders_not_the_campaigns_files(
    qtbot, open_window, campaign_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The PNG export asks for a new folder: the campaign's SQLite files (``d.cdk-wal``)
    beside it are not shown, where a GM might take them for something to copy or delete."""
    asked: list[QFileDialog] = []

    def exec_(dialog: QFileDialog) -> int:
        asked.append(dialog)
        return 0

    monkeypatch.setattr(QFileDialog, "exec", exec_)
    # The static dialog, which shows every file, is not asked (nor waited for) any more.
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_: ("", ""))
    window = open_print(qtbot, open_window, campaign_path, "en")
    assert campaign_path.with_name("d.cdk-wal").exists()
    qtbot.mouseClick(window.print_page.png_button, Qt.MouseButton.LeftButton)
    (dialog,) = asked
    assert not dialog.filter() & QDir.Filter.Files
    assert dialog.acceptMode() == QFileDialog.AcceptMode.AcceptSave
    assert dialog.labelText(QFileDialog.DialogLabel.FileName) == "New folder:"
    assert dialog.selectedFiles() == [str(campaign_path.with_name("d cards PNG"))]
