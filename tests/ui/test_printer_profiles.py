"""Printer profiles on the Print page: the combo, New, Rename, Delete and the Calibrate dialog."""

from __future__ import annotations

from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QInputDialog, QMessageBox

from deskapp.ui.controller import CampaignController
from deskapp.ui.i18n import install_language
from deskapp.ui.print_page import PrintPage
from printables.layout import Backs
from printables.profiles import Profile, default_path, put_profile, read_profiles

from .test_print_page import TITLES, changed, shown_page, shown_pages, tick_only

pytestmark = pytest.mark.window(campaign="demo", file_name="Ukázka.carddesk", exposed=True)

LASER = Profile("Laser, tray 2", (0.7, -0.4), (1.002, 0.999), Backs.SHORT_EDGE)


@pytest.fixture
def page(qtbot, controller: CampaignController, settings: QSettings):
    put_profile(LASER)
    yield from shown_page(qtbot, controller, settings)


def choose_profile(qtbot, page: PrintPage, name: str) -> None:
    combo = page.options.profiles.combo
    changed(qtbot, page, lambda: combo.setCurrentIndex(combo.findData(name)))


def answer_name(monkeypatch: pytest.MonkeyPatch, name: str | None) -> None:
    monkeypatch.setattr(
        QInputDialog, "getText", lambda *args, **kwargs: (name or "", name is not None)
    )


def test_choosing_a_profile_prints_with_its_values(qtbot, page: PrintPage) -> None:
    options = page.options
    assert options.profiles.combo.currentIndex() == 0  # no profile yet: the typed values
    choose_profile(qtbot, page, LASER.name)
    layout = options.layout_options()
    assert layout.backs is Backs.SHORT_EDGE
    assert layout.back_offset_mm == (0.7, -0.4)
    assert layout.back_scale == (1.002, 0.999)
    assert (options.scale_x.text(), options.offset_y.text()) == ("100.20 %", "-0.4 mm")
    assert shown_pages(page.preview) == 16  # every sheet has its back


def test_the_profile_chosen_is_remembered(qtbot, page: PrintPage, controller, settings) -> None:
    choose_profile(qtbot, page, LASER.name)
    again = PrintPage(controller, TITLES, settings)
    qtbot.addWidget(again)
    assert again.options.profiles.profile() == LASER
    assert again.options.layout_options().back_offset_mm == (0.7, -0.4)


def test_changing_a_value_keeps_it_in_the_profile(qtbot, page: PrintPage) -> None:
    choose_profile(qtbot, page, LASER.name)
    changed(qtbot, page, lambda: page.options.offset_x.setValue(1.2))
    assert read_profiles().find(LASER.name).offset_mm == (1.2, -0.4)
    # Without a profile, the values stay on the page only.
    choose_profile(qtbot, page, "")
    changed(qtbot, page, lambda: page.options.offset_x.setValue(2.0))
    assert read_profiles().find(LASER.name).offset_mm == (1.2, -0.4)


def test_new_rename_and_delete(qtbot, page: PrintPage, monkeypatch) -> None:
    profiles = page.options.profiles
    changed(qtbot, page, lambda: page.options.offset_x.setValue(0.5))
    answer_name(monkeypatch, "Inkjet, A4 card")
    profiles.new_button.click()
    assert profiles.profile() == Profile("Inkjet, A4 card", (0.5, 0.0))
    assert read_profiles().names() == [LASER.name, "Inkjet, A4 card"]
    answer_name(monkeypatch, LASER.name)
    warnings = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: warnings.append(args[2]))
    profiles.rename_button.click()  # a name taken is refused
    assert warnings == ["there is a printer profile named “Laser, tray 2” already"]
    answer_name(monkeypatch, "Inkjet")
    profiles.rename_button.click()
    assert read_profiles().names() == [LASER.name, "Inkjet"]
    assert profiles.combo.currentText() == "Inkjet"
    answers = iter([QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Yes])
    monkeypatch.setattr(QMessageBox, "question", lambda *args: next(answers))
    profiles.delete_button.click()
    assert read_profiles().names() == [LASER.name, "Inkjet"]
    with qtbot.waitSignal(page.preview_updated, timeout=10_000):
        profiles.delete_button.click()
    assert read_profiles().names() == [LASER.name]
    assert profiles.profile() is None and not profiles.delete_button.isEnabled()
    assert page.options.offset_x.value() == 0.5  # the values stay on the page


def test_a_profile_made_on_the_command_line_shows_when_the_list_opens(page: PrintPage) -> None:
    put_profile(Profile("Made by deskapp calibrate"))
    combo = page.options.profiles.combo
    combo.opening.emit()  # what showPopup says (a real popup grabs the keyboard)
    assert page.options.profiles.names() == [LASER.name, "Made by deskapp calibrate"]


def test_a_damaged_file_is_said_on_the_page_and_kept(qtbot, page: PrintPage, monkeypatch) -> None:
    default_path().write_text("{damaged", encoding="utf-8")
    profiles = page.options.profiles
    profiles.reload()
    assert profiles.problem.isVisibleTo(page)
    assert "cannot be read" in profiles.problem.text()
    told = []
    monkeypatch.setattr(QMessageBox, "information", lambda *args: told.append(args[2]))
    answer_name(monkeypatch, "Laser")
    profiles.new_button.click()
    aside = default_path().with_name("printer-profiles.damaged-1.json")
    assert told == [f"The damaged profiles file was kept as {aside}."]
    assert aside.read_text(encoding="utf-8") == "{damaged"
    assert not profiles.problem.isVisibleTo(page)


def test_the_calibrate_dialog_saves_its_readings(qtbot, page: PrintPage, tmp_path: Path) -> None:
    choose_profile(qtbot, page, LASER.name)
    dialog = page.options.open_calibration()
    qtbot.waitExposed(dialog)
    assert dialog.profile_name.currentText() == LASER.name
    sheet = tmp_path / "sheet.pdf"
    dialog.print_sheet(sheet)
    assert len(PdfReader(sheet).pages) == 2
    assert "X = 0.7 mm, Y = -0.4 mm" in PdfReader(sheet).pages[0].extract_text()
    for point, across, up in (
        ("centre", 0.5, 0.5),
        ("top-left", 1.5, 0.5),
        ("top-right", -0.5, 0.5),
    ):
        read, x, y = dialog.readings[point]  # the point's tick box and its two measures
        read.setChecked(True)
        x.setValue(across)
        y.setValue(up)
    assert dialog.result_label.text().startswith(
        "Corrected: backs moved X = 1.2 mm, Y = 0.1 mm, scaled X = 98.68 %"
    )
    dialog.profile_name.setCurrentText("")
    assert not dialog.save_button.isEnabled()
    assert dialog.result_label.text() == "a printer profile needs a name"
    dialog.profile_name.setCurrentText("Laser, tray 2, thick card")
    with qtbot.waitSignal(page.preview_updated, timeout=10_000):
        dialog.save_button.click()
    saved = read_profiles().find("Laser, tray 2, thick card")
    assert saved.offset_mm == (1.2, 0.1) and saved.edge is Backs.SHORT_EDGE
    assert saved.scale[0] < LASER.scale[0] and saved.scale[1] == LASER.scale[1]
    assert page.options.profiles.profile() == saved
    assert page.options.layout_options().back_offset_mm == (1.2, 0.1)


def test_counts_are_grouped_as_the_language_writes_them(page: PrintPage) -> None:
    options = page.options
    options.set_counts({"aspect": 999_000})
    assert options.kinds_list.item(1).text() == "Aspects (999,000)"
    install_language("cs")
    try:
        options.set_counts({"aspect": 999_000})
        assert options.kinds_list.item(1).text().endswith("(999\N{NO-BREAK SPACE}000)")
    finally:
        install_language("en")


def test_png_files_leave_the_home_printers_profile_out(qtbot, page: PrintPage, tmp_path) -> None:
    choose_profile(qtbot, page, LASER.name)
    changed(qtbot, page, lambda: tick_only(page, "rules"))
    folder = tmp_path / "png"
    with qtbot.waitSignal(page.export_ended, timeout=60_000) as ended:
        page.export_to(folder, png=True)
    assert ended.args[0] is not None, page.status.text()
    assert len(list(folder.glob("*.png"))) == 2 * 4
    assert page.status.text() == (
        f"Wrote the fronts and backs of 4 cards to {folder}, a PNG file for each side."
    )
