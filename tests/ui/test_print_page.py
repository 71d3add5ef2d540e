"""The Print mode through its widgets: options, the preview from the real PDF, preflight, export."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtCore import QSettings, Qt, QThreadPool
from PySide6.QtWidgets import QFileDialog, QPushButton

from deskapp.core.edits import DeleteCharacter, RenameCharacter
from deskapp.core.printing import cards_to_print
from deskapp.ui import print_page, print_worker
from deskapp.ui.controller import CampaignController
from deskapp.ui.main_window import MainWindow
from deskapp.ui.print_options import CUSTOM, NAME_ROLE
from deskapp.ui.print_page import PrintPage
from deskapp.ui.print_preview import PdfPreview
from printables.labels import ENGLISH, labels_for

MM = 72 / 25.4
TITLES = {
    "agents": "Agents",
    "founders": "Founders",
    "dice_banks": "Dice banks",
    "cinematic": "Cinematic cards",
}


pytestmark = pytest.mark.window(campaign="demo", file_name="Ukázka.carddesk", exposed=True)


@pytest.fixture
def page(qtbot, controller: CampaignController, settings: QSettings):
    yield from shown_page(qtbot, controller, settings)


def shown_page(qtbot, controller: CampaignController, settings: QSettings) -> Iterator[PrintPage]:
    """A Print page shown with its first preview made (every print page test's ``page``);
    afterwards its renders cancelled and finished."""
    page = PrintPage(controller, TITLES, settings)
    qtbot.addWidget(page)
    page.resize(1000, 700)
    with qtbot.waitSignal(page.preview_updated, timeout=10_000):
        page.show()
    yield page
    page.cancel_all()
    wait_for_renders(qtbot)


def wait_for_renders(qtbot) -> None:
    """Let every render thread finish: pytest-qt may already have deleted the page."""
    pool = QThreadPool.globalInstance()
    qtbot.waitUntil(lambda: pool.activeThreadCount() == 0, timeout=10_000)


@pytest.fixture
def held_render(monkeypatch: pytest.MonkeyPatch) -> Iterator[threading.Event]:
    """Exports held after their first page until the test lets them go, so there is time
    to see the progress and cancel (set the event to let go)."""
    real = print_worker.render_pdf
    release = threading.Event()

    def held(cards, out, options, *, progress=None, cancelled=None):
        def step(done: int, total: int) -> None:
            progress(done, total)
            if done > 0:
                release.wait(timeout=60)

        return real(cards, out, options, progress=step, cancelled=cancelled)

    monkeypatch.setattr(print_worker, "render_pdf", held)
    yield release
    release.set()


def changed(qtbot, page: PrintPage, change) -> None:
    """Make a change through the widgets and wait for the preview that follows it."""
    with qtbot.waitSignal(page.preview_updated, timeout=10_000):
        change()


def tick_only(page: PrintPage, *kinds: str) -> None:
    view = page.options.kinds_list
    for row in range(view.count()):
        item = view.item(row)
        wanted = item.data(NAME_ROLE) in kinds
        item.setCheckState(Qt.CheckState.Checked if wanted else Qt.CheckState.Unchecked)


def shown_pages(preview: PdfPreview) -> int:
    """The pages the preview shows: its PDF's, or none while it shows a message instead."""
    shown = preview.stack.currentWidget()
    return 0 if shown is preview.message else shown.document().pageCount()


def choose(combo, value: str) -> None:
    combo.setCurrentIndex(combo.findData(value))


def test_the_preview_is_the_real_pdf_of_every_card(page: PrintPage) -> None:
    assert shown_pages(page.preview) == 8
    assert page.preview.document.pagePointSize(0).toSize().width() == 595  # A4
    assert page.summary.text() == "Pages: 8 · Cards: 64"
    kinds = [page.options.kinds_list.item(row).text() for row in range(3)]
    # Cinematic characters have a luck card and Dice banks characters a portrait card too.
    assert kinds == ["Character cards (13)", "Aspects (11)", "Equipment (2)"]
    characters = page.options.characters_tree
    assert [characters.topLevelItem(i).text(0) for i in range(4)] == list(TITLES.values())


def test_unticking_kinds_prints_fewer_cards(qtbot, page: PrintPage) -> None:
    changed(qtbot, page, lambda: tick_only(page, "rules"))
    assert shown_pages(page.preview) == 1
    assert page.summary.text() == "Pages: 1 · Cards: 4"
    changed(qtbot, page, lambda: tick_only(page, "deck-54", "deck-red-black"))
    assert page.summary.text() == "Pages: 12 · Cards: 106"


def test_the_cards_are_made_by_the_render_job_not_the_page(
    qtbot, page: PrintPage, monkeypatch: pytest.MonkeyPatch
) -> None:
    threads = []

    def made_where(*args, **kwargs):
        threads.append(threading.current_thread())
        return cards_to_print(*args, **kwargs)

    monkeypatch.setattr(print_page, "cards_to_print", made_where)
    changed(qtbot, page, lambda: tick_only(page, "rules"))
    assert threads and threading.main_thread() not in threads
    assert page.summary.text() == "Pages: 1 · Cards: 4"


def test_a_long_print_is_previewed_by_its_first_cards(qtbot, page: PrintPage) -> None:
    page.PREVIEW_CARDS = 20
    changed(qtbot, page, lambda: tick_only(page, "deck-54", "aspect", "character"))
    # The characters' own cards come first, so only those whose cards are shown are made.
    assert page.summary.text() == (
        "Preview of the first 20 of 78 cards: 3 pages; the export checks and prints them all."
    )
    assert shown_pages(page.preview) == 3
    changed(qtbot, page, lambda: tick_only(page, "rules"))
    assert page.summary.text() == "Pages: 1 · Cards: 4"


def test_leaving_out_a_system_leaves_out_its_shared_cards_too(qtbot, page: PrintPage) -> None:
    agents = page.options.characters_tree.topLevelItem(0)
    changed(qtbot, page, lambda: agents.setCheckState(0, Qt.CheckState.Unchecked))
    # 64 less the agents' 33 cards and the Coordinator's, the Threat levels, milestones
    # and the Agents rules card.
    assert page.summary.text() == "Pages: 3 · Cards: 24"
    assert page.options.characters() == [
        "Amélie Dubois",
        "Tomáš Král",
        "Hélène Šťastná",
        "Radek Šťastný",
        "Věra Dvořáková",
        "Élodie Lefèvre",
        "Gaëtan Bérénger",
        "Noël Œillet",
    ]
    assert page.options.kinds_list.item(1).text() == "Aspects (0)"


@pytest.mark.slow
def test_double_sided_backs_and_the_calibration_sheet(qtbot, page: PrintPage) -> None:
    options = page.options
    assert not options.calibration.isEnabled() and not options.offset_x.isEnabled()
    changed(qtbot, page, lambda: choose(options.backs, "long"))
    assert shown_pages(page.preview) == 16
    assert options.calibration.isEnabled() and options.offset_x.isEnabled()
    changed(qtbot, page, lambda: options.calibration.setChecked(True))
    assert shown_pages(page.preview) == 18
    changed(qtbot, page, lambda: choose(options.backs, "gutterfold"))
    assert not options.calibration.isEnabled()
    assert shown_pages(page.preview) == 64 // 4  # four cards, turned, on each half


@pytest.mark.slow
def test_sizes_by_name_and_custom(qtbot, page: PrintPage) -> None:
    options = page.options
    changed(qtbot, page, lambda: choose(options.page_size.combo, "a3"))
    assert page.summary.text() == "Pages: 4 · Cards: 64"  # 18 poker cards, turned, on A3
    assert not options.card_size.width_box.isVisible()
    changed(qtbot, page, lambda: choose(options.card_size.combo, CUSTOM))
    assert options.card_size.width_box.isVisible()
    assert options.card_size.width_box.value() == 63  # custom starts from the last size
    changed(qtbot, page, lambda: options.card_size.height_box.setValue(120))
    assert options.layout_options().card.height == 120


def test_a_custom_size_equal_to_a_listed_one_shows_by_its_name(
    qtbot, page: PrintPage, controller: CampaignController, settings: QSettings
) -> None:
    """76.2 × 127 mm typed as a custom card size is the index card of the list; a remembered
    "76.2x127" opens as the index card too (issue 30: it showed as Custom)."""
    chooser = page.options.card_size
    changed(qtbot, page, lambda: choose(chooser.combo, CUSTOM))
    for box, typed in ((chooser.width_box, "76.2"), (chooser.height_box, "127")):
        box.setFocus()
        box.selectAll()
        qtbot.keyClicks(box, typed)
        qtbot.keyClick(box, Qt.Key.Key_Return)
    assert chooser.combo.currentData() == "index"
    assert not chooser.width_box.isVisible()
    assert page.options.layout_options().card.width == pytest.approx(76.2)
    settings.setValue("print/card_size", "76.2x127")
    settings.setValue("print/page_size", "297x420")
    again = PrintPage(controller, TITLES, settings)
    qtbot.addWidget(again)
    assert again.options.card_size.combo.currentData() == "index"
    assert again.options.page_size.combo.currentData() == "a3"


def preview_text(page: PrintPage) -> str:
    """The words of the preview's pages, as QtPdf reads them from the PDF shown."""
    document = page.preview.document
    return " ".join(document.getAllText(index).text() for index in range(document.pageCount()))


@pytest.mark.slow
def test_the_language_changes_the_printed_words(qtbot, page: PrintPage) -> None:
    options = page.options
    assert options.language.currentData() == "en" and page.options.labels() is ENGLISH
    changed(qtbot, page, lambda: tick_only(page, "rules"))
    text = preview_text(page)
    for title in ("Agents", "Founders", "Dice banks", "Cinematic cards"):
        assert title in text
    changed(qtbot, page, lambda: choose(options.language, "cs"))
    assert options.language.currentText() == "Čeština" and page.options.labels() is labels_for("cs")
    text = preview_text(page)
    for title in ("Agenti", "Zakladatelé", "Banky kostek", "Filmové karty"):
        assert title in text
    assert "Founders" not in text
    assert page.summary.text() == "Pages: 1 · Cards: 4"
    changed(qtbot, page, lambda: choose(options.language, "fr"))
    assert page.options.labels() is labels_for("fr")
    text = preview_text(page)
    for title in ("Fondateurs", "Banques de dés", "Cartes cinématiques"):
        assert title in text
    assert "Zakladatelé" not in text


def test_a_card_too_big_for_the_page_is_explained_in_place_of_the_preview(
    qtbot, page: PrintPage
) -> None:
    options = page.options
    choose(options.card_size.combo, CUSTOM)
    options.card_size.height_box.setValue(250)  # 250 mm fits neither way round on A4
    changed(qtbot, page, lambda: options.card_size.width_box.setValue(250))
    assert shown_pages(page.preview) == 0
    assert "does not fit on a 210×297 mm page" in page.preview.message.text()
    assert page.problems.isHidden()


def test_nothing_ticked_says_so(qtbot, page: PrintPage) -> None:
    changed(qtbot, page, lambda: tick_only(page))
    assert "Nothing to print" in page.preview.message.text()
    assert page.summary.text() == ""


def test_text_that_does_not_fit_is_listed_before_export(qtbot, page: PrintPage) -> None:
    options = page.options
    tick_only(page, "rules")
    # Poker cards edge to edge fill an A4 row to within 10 mm of the edges: the bleed runs
    # into the margin.
    options.gap.setValue(0)
    changed(qtbot, page, lambda: options.margin.setValue(10))
    assert not page.problems.isHidden()
    texts = [page.problems.item(row).text() for row in range(page.problems.count())]
    assert texts[0].startswith("Sheet: the bleed runs ") and "10 mm printer margin" in texts[0]
    assert page.problems_title.text() == "Preflight: look at these before printing."


def test_a_campaign_edit_updates_the_preview(
    qtbot, page: PrintPage, controller: CampaignController
) -> None:
    bara = controller.campaign.summaries()[0]
    changed(qtbot, page, lambda: controller.execute(DeleteCharacter(bara.id, bara.name)))
    # Her 11 cards, and Žofie's blank relationship card toward her; Ondřej's card toward
    # her holds what he wrote on it, so it stays.
    assert page.summary.text() == "Pages: 6 · Cards: 52"


def test_export_writes_the_pdf_of_the_preview(qtbot, page: PrintPage, tmp_path: Path) -> None:
    out = tmp_path / "karty.pdf"
    with qtbot.waitSignal(page.export_ended, timeout=10_000) as ended:
        page.export_to(out)
        assert not page.export_button.isEnabled()
    result = ended.args[0]
    assert result.path == out and result.preflight.pages == 8
    pdf = PdfReader(out)
    assert len(pdf.pages) == 8
    assert "Bára Nováková" in pdf.pages[0].extract_text()
    assert page.status.text() == f"Wrote 8 pages with 64 cards to {out}"
    assert page.export_button.isEnabled()


def test_png_files_for_card_makers_go_to_a_new_folder(
    qtbot, page: PrintPage, tmp_path: Path
) -> None:
    folder = tmp_path / "karty PNG"
    changed(qtbot, page, lambda: tick_only(page, "threat-level"))
    with qtbot.waitSignal(page.export_ended, timeout=20_000) as ended:
        page.export_to(folder, png=True)
        assert not page.png_button.isEnabled()
    assert ended.args[0].preflight.cards == 4
    assert sorted(p.name for p in folder.iterdir()) == [
        f"card-00{n}-front.png" for n in range(1, 5)
    ]
    assert page.status.text() == (
        f"Wrote the fronts of 4 cards to {folder} as PNG files; no backs were written: choose "
        "double-sided backs under Backs to write them too."
    )
    assert page.png_button.isEnabled()


def test_the_export_button_asks_where_to_save(
    qtbot, page: PrintPage, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[str] = []

    def ask(_parent, _title, suggested, _filter):
        asked.append(suggested)
        return str(tmp_path / "for the printer"), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", ask)
    tick_only(page, "threat")
    with qtbot.waitSignal(page.export_ended, timeout=10_000):
        qtbot.mouseClick(page.export_button, Qt.MouseButton.LeftButton)
    assert asked == [str(tmp_path / "Ukázka cards.pdf")]
    assert len(PdfReader(tmp_path / "for the printer.pdf").pages) == 1


def test_an_export_onto_the_campaign_is_refused_in_the_result_line(
    qtbot, page: PrintPage, tmp_path: Path
) -> None:
    campaign = page.controller.path
    before = campaign.read_bytes()
    shown: list[str] = []
    (tmp_path / "notes.txt").write_text("mine", encoding="utf-8")
    for out in (campaign, tmp_path / "notes.txt"):
        page.export_to(out)
        assert page.status.text().startswith("Nothing was written: ")
        shown.append(page.status.text())
        assert page._export_job is None and page.export_button.isEnabled()
    assert "open campaign file" in shown[0] and "is not a PDF file" in shown[1]
    assert campaign.read_bytes() == before
    assert (tmp_path / "notes.txt").read_text(encoding="utf-8") == "mine"


def test_progress_shows_only_after_a_delay_and_cancel_leaves_no_file(
    qtbot, page: PrintPage, tmp_path: Path, held_render: threading.Event
) -> None:
    out = tmp_path / "cancelled.pdf"
    tick_only(page, "deck-54", "deck-red-black")
    page.export_to(out)
    progress = page._progress
    assert progress is not None and not progress.isVisible()
    # Visible once its delay has passed; the first page's progress has reached it by then.
    qtbot.waitUntil(lambda: progress.isVisible() and progress.value() > 0, timeout=10_000)
    assert progress.value() > 0
    with qtbot.waitSignal(page.export_ended, timeout=10_000) as ended:
        cancel = progress.findChild(QPushButton)
        qtbot.mouseClick(cancel, Qt.MouseButton.LeftButton)
        held_render.set()
    assert ended.args == [None]
    assert page.status.text() == "Export cancelled: nothing was written."
    assert not out.exists()
    assert not [path for path in tmp_path.iterdir() if "cancelled" in path.name]


def test_paper_options_are_remembered(
    qtbot, page: PrintPage, controller: CampaignController, settings: QSettings
) -> None:
    options = page.options
    choose(options.card_size.combo, CUSTOM)
    options.card_size.width_box.setValue(60)
    choose(options.page_size.combo, "letter")
    choose(options.backs, "short")
    options.offset_x.setValue(0.5)
    options.offset_y.setValue(-1.2)
    options.bleed.setValue(2)
    choose(options.crop_marks, "edge")
    options.greyscale.setChecked(True)
    choose(options.language, "fr")
    again = PrintPage(controller, TITLES, settings)
    qtbot.addWidget(again)
    assert again.options.layout_options() == options.layout_options()
    assert again.options.layout_options().back_offset_mm == (0.5, -1.2)
    assert again.options.card_size.chosen_text() == "60x88"
    assert again.options.greyscale.isChecked()
    assert again.options.language.currentData() == "fr"
    assert again.options.print_options().labels is labels_for("fr")


def test_the_main_windows_print_mode_is_this_page(qtbot, window: MainWindow) -> None:
    with qtbot.waitSignal(window.print_page.preview_updated, timeout=10_000):
        window.set_mode("print")
    assert window.pages.currentWidget() is window.print_page
    assert shown_pages(window.print_page.preview) == 8


def select(qtbot, window: MainWindow, name: str) -> None:
    ids = {summary.name: summary.id for summary in window.controller.campaign.summaries()}
    window.select_character(ids[name])
    dock = window.card_preview_dock
    qtbot.waitUntil(
        lambda: dock.choice.currentText().endswith(f": {name}") and shown_pages(dock.preview) == 1
    )


def test_the_card_preview_shows_the_selected_characters_cards(
    qtbot, window: MainWindow, controller: CampaignController
) -> None:
    dock = window.card_preview_dock
    assert dock.isVisible()
    assert "Choose a character" in dock.preview.message.text()
    select(qtbot, window, "Bára Nováková")
    assert dock.choice.count() == 11
    assert dock.choice.itemText(0) == "Agent: Bára Nováková"
    assert dock.choice.itemText(1) == "Aspect: I read people like an open book"
    size = dock.preview.document.pagePointSize(0)
    assert round(size.width() / MM) == 63 + 2 * 3  # a poker card with its bleed
    bara = controller.campaign.summaries()[0]
    controller.execute(RenameCharacter(bara.id, bara.name, "Bára Dvořáková"))
    qtbot.waitUntil(lambda: dock.choice.itemText(0) == "Agent: Bára Dvořáková")
    dock.choice.setCurrentIndex(4)
    qtbot.waitUntil(lambda: dock.preview.document.pageCount() == 1)
    select(qtbot, window, "Noël Œillet")
    assert dock.choice.count() == 2  # the character card and the luck and notes card
    assert dock.choice.currentIndex() == 0


def test_the_card_preview_follows_the_print_pages_card_size_and_warns(
    qtbot, window: MainWindow
) -> None:
    dock = window.card_preview_dock
    select(qtbot, window, "Radek Šťastný")
    options = window.print_page.options
    choose(options.card_size.combo, "tarot")
    qtbot.waitUntil(lambda: round(dock.preview.document.pagePointSize(0).width() / MM) == 76)
    assert dock.warning.isHidden()  # banks, skills and both Scars fit a tarot card
    choose(options.card_size.combo, CUSTOM)
    options.card_size.height_box.setValue(40)  # smaller than the card design can serve
    qtbot.waitUntil(lambda: "too small for the card design" in dock.preview.message.text())
    assert dock.warning.isHidden()


def test_the_card_preview_speaks_the_print_pages_language(qtbot, window: MainWindow) -> None:
    dock = window.card_preview_dock
    select(qtbot, window, "Bára Nováková")
    assert dock.choice.itemText(1) == "Aspect: I read people like an open book"
    choose(window.print_page.options.language, "cs")
    qtbot.waitUntil(lambda: dock.choice.itemText(1) == "Aspekt: I read people like an open book")
    assert dock.choice.currentText() == "Agent: Bára Nováková"  # the card chosen stays
    dock.choice.setCurrentIndex(1)
    document = dock.preview.document
    qtbot.waitUntil(lambda: "Vyčerpáno" in document.getAllText(0).text())
    choose(window.print_page.options.language, "fr")
    qtbot.waitUntil(lambda: "Épuisé" in document.getAllText(0).text())
    assert dock.choice.itemText(3) == "Aspect spécial: I see ghosts"


def test_the_card_preview_belongs_to_the_characters_mode(qtbot, window: MainWindow) -> None:
    dock = window.card_preview_dock
    window.set_mode("print")
    assert not dock.isVisible()
    window.set_mode("characters")
    assert dock.isVisible()
    dock.close()
    window.set_mode("table")
    window.set_mode("characters")
    assert not dock.isVisible()
    dock.toggleViewAction().trigger()
    assert dock.isVisible()
    window.set_mode("print")
    window.set_mode("characters")
    assert dock.isVisible()


def test_another_campaign_replaces_the_characters_and_the_preview(
    qtbot, page: PrintPage, controller: CampaignController, tmp_path: Path
) -> None:
    changed(qtbot, page, lambda: controller.switch_to(tmp_path / "Prázdná.carddesk"))
    assert page.options.characters_tree.topLevelItemCount() == 0
    assert "Nothing to print" in page.preview.message.text()
