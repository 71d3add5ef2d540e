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
