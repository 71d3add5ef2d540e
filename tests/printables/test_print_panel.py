"""The Print page's options panel offers the new options with the command line's meaning."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from deskapp.ui.print_options import AUTOMATIC_GAP, PrintOptionsPanel

pytestmark = pytest.mark.gui


@pytest.fixture
def panel(qtbot, tmp_path) -> PrintOptionsPanel:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    widget = PrintOptionsPanel({"agents": "Agents"}, settings)
    qtbot.addWidget(widget)
    return widget


def test_gap_margin_and_strict_reach_the_print_options(panel: PrintOptionsPanel) -> None:
    options = panel.print_options()
    assert options.layout.gap_mm is None  # "Automatic", as deskapp print's default
    assert options.layout.margin_mm == 5
    assert not options.strict
    assert panel.gap.text() == "Automatic"
    panel.gap.setValue(0)
    panel.margin.setValue(3.5)
    panel.strict.setChecked(True)
    options = panel.print_options()
    assert (options.layout.gap_mm, options.layout.margin_mm, options.strict) == (0, 3.5, True)
    panel.gap.setValue(AUTOMATIC_GAP)
    assert panel.print_options().layout.gap_mm is None


def test_the_new_options_are_remembered(qtbot, panel: PrintOptionsPanel, tmp_path) -> None:
    panel.gap.setValue(2.5)
    panel.margin.setValue(4)
    panel.strict.setChecked(True)
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    again = PrintOptionsPanel({"agents": "Agents"}, settings)
    qtbot.addWidget(again)
    layout = again.print_options().layout
    assert (layout.gap_mm, layout.margin_mm, again.strict.isChecked()) == (2.5, 4, True)


def test_turning_cards_can_be_switched_off(panel: PrintOptionsPanel) -> None:
    assert panel.print_options().layout.turn
    panel.turn.setChecked(False)
    assert not panel.print_options().layout.turn


def test_a_back_picture_is_chosen_per_kind_and_checked(
    qtbot, panel: PrintOptionsPanel, tmp_path, monkeypatch
) -> None:
    from PIL import Image  # noqa: PLC0415
    from PySide6.QtWidgets import QMessageBox  # noqa: PLC0415

    good = tmp_path / "back.png"
    Image.new("RGB", (900, 1200), (20, 40, 60)).save(good)
    with qtbot.waitSignal(panel.changed):
        panel.set_back_picture("threat-level", good)
    assert panel.back_pictures() == {"threat-level": good.read_bytes()}
    assert "back.png" in panel.pictures_label.text()
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text: said.append(text))
    bad = tmp_path / "notes.txt"
    bad.write_text("not a picture")
    panel.set_back_picture("aspect", bad)
    assert said and "is not a PNG or JPEG picture" in said[0]
    assert set(panel.back_pictures()) == {"threat-level"}  # nothing changed
    panel.set_back_picture("threat-level", None)
    assert panel.back_pictures() == {}


def set_copies(panel: PrintOptionsPanel, kind: str, count: int) -> None:
    """Choose a kind of card in the copies box, then type its count, as the user does."""
    panel.copies_kind.setCurrentIndex(panel.copies_kind.findData(kind))
    panel.copies.setValue(count)


def set_blanks(panel: PrintOptionsPanel, kind: str, count: int) -> None:
    panel.copies_kind.setCurrentIndex(panel.copies_kind.findData(kind))
    panel.blanks.setValue(count)


def set_card_copies(panel: PrintOptionsPanel, card: str, count: int) -> None:
    """Open the list of single cards, choose one by its name, then type its count."""
    panel.one_card.showPopup()
    panel.one_card.hidePopup()
    panel.one_card.setCurrentIndex(panel.one_card.findText(card))
    panel.one_card_copies.setValue(count)


def test_copies_are_set_per_kind(panel: PrintOptionsPanel) -> None:
    assert panel.copies_of() == {}
    set_copies(panel, "threat-level", 3)
    set_copies(panel, "rules", 0)
    assert panel.copies_of() == {"threat-level": 3, "rules": 0}
    set_copies(panel, "threat-level", 1)
    assert panel.copies_of() == {"rules": 0}
    panel.copies_kind.setCurrentIndex(panel.copies_kind.findData("rules"))
    assert panel.copies.value() == 0  # the box shows the kind's own count


def test_separate_fronts_and_backs_only_with_double_sided_backs(panel: PrintOptionsPanel) -> None:
    panel.split_backs.setChecked(True)
    assert not panel.split_backs.isEnabled()
    assert not panel.print_options().split_backs
    panel.backs.setCurrentIndex(panel.backs.findData("long"))
    assert panel.split_backs.isEnabled() and panel.print_options().split_backs


def test_blank_cards_only_for_kinds_that_have_them(panel: PrintOptionsPanel) -> None:
    panel.copies_kind.setCurrentIndex(panel.copies_kind.findData("threat-level"))
    assert not panel.blanks.isEnabled()
    set_blanks(panel, "aspect", 3)
    assert panel.blanks.isEnabled()
    assert panel.blanks_of() == {"aspect": 3}
    set_blanks(panel, "aspect", 0)
    assert panel.blanks_of() == {}


def test_four_colour_playing_cards_from_the_panel(panel: PrintOptionsPanel) -> None:
    assert not panel.print_options().four_colour
    panel.four_colour.setChecked(True)
    assert panel.print_options().four_colour


@pytest.mark.qt_log_ignore("This plugin does not support (raise|grabbing)")
def test_copies_of_one_card_over_its_kinds(panel: PrintOptionsPanel) -> None:
    keys = [("threat-level", "", f"Threat level {n}") for n in range(1, 5)]
    listed: list[int] = []

    def cards(chosen: list[tuple[str, str, str]]) -> list[tuple[tuple[str, str, str], str]]:
        listed.append(len(chosen))
        return [(key, f"Threat levels: {key[2]}") for key in chosen]

    panel.set_cards(lambda: cards(keys))
    assert listed == [] and panel.one_card.count() == 0  # made when the list is opened
    panel.one_card.showPopup()
    panel.one_card.hidePopup()
    assert listed == [4] and panel.one_card.count() == 4
    set_copies(panel, "threat-level", 2)
    set_card_copies(panel, "Threat levels: Threat level 4", 5)
    assert panel.card_copies() == {keys[3]: 5}
    panel.one_card.setCurrentIndex(1)
    assert panel.one_card_copies.value() == 2  # its kind's copies until set on its own
    panel.set_cards(lambda: cards(keys[2:]))
    assert panel.one_card.currentText() == "Threat levels: Threat level 2"  # kept till opened
    set_card_copies(panel, "Threat levels: Threat level 4", 5)
    assert panel.one_card.currentText() == "Threat levels: Threat level 4"


def test_the_page_names_a_list_row_in_the_language_spoken() -> None:
    from deskapp.core.i18n import speaking  # noqa: PLC0415
    from deskapp.ui.print_preview import describe_problem  # noqa: PLC0415
    from printables.preflight import Overflow  # noqa: PLC0415

    with speaking("cs"):
        text = describe_problem(Overflow(0, "Pepa", "values: Síla", 2.0))
    assert "values" not in text and "Síla" in text
